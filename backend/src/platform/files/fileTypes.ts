// What an upload really is, told by its first bytes rather than its name.
export type FileKind = 'png' | 'jpg' | 'pdf';

export const contentTypes: Record<FileKind, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

const signatures: [FileKind, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  return signatures.find(([, signature]) => signature.every((byte, i) => bytes[i] === byte))?.[0];
}
