// Files the browser tests upload.

/** A valid 1×1 PNG (a teal pixel is not needed: any real PNG passes the server's check by content). */
export const tinyPng = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};
