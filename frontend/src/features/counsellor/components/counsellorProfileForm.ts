// The state and checks of the counsellor profile form (public-area §5), apart from how it looks.
import { counsellorProfileFields, DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES, REQUIRED_FILE_MESSAGES, type CounsellorDocument, type CounsellorProfileDetails } from '@margdarshak/contracts/api/counsellors';
import { fieldErrorsFrom } from '../../../lib/formErrors';

export interface ProfileValues {
  name: string;
  age: string;
  mobile: string;
  qualification: string;
  address: string;
  specialization: string;
  experience: string;
  location: string;
  offersBasic: boolean;
  offersAdvanced: boolean;
  offersComprehensive: boolean;
}

export type ProfileFiles = Partial<Record<CounsellorDocument, File>>;

export const emptyProfile: ProfileValues = {
  name: '',
  age: '',
  mobile: '',
  qualification: '',
  address: '',
  specialization: '',
  experience: '',
  location: '',
  offersBasic: false,
  offersAdvanced: false,
  offersComprehensive: false,
};

export function profileValuesFrom(name: string, details: CounsellorProfileDetails): ProfileValues {
  return {
    name,
    age: details.age === null ? '' : String(details.age),
    mobile: details.mobile ?? '',
    qualification: details.qualification ?? '',
    address: details.address ?? '',
    specialization: details.specialization ?? '',
    experience: details.experience ?? '',
    location: details.location ?? '',
    offersBasic: details.packages.includes('basic'),
    offersAdvanced: details.packages.includes('advanced'),
    offersComprehensive: details.packages.includes('comprehensive'),
  };
}

export const fileRules: Record<CounsellorDocument, { label: string; hint: string; accept: string; types: string[]; maxBytes: number }> = {
  addressProof: {
    label: 'Address proof',
    hint: 'PNG, JPG or PDF up to 10MB',
    accept: 'image/png,image/jpeg,application/pdf',
    types: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: DOCUMENT_MAX_BYTES,
  },
  qualificationCertificate: {
    label: 'Qualification certificate',
    hint: 'PNG, JPG or PDF up to 10MB',
    accept: 'image/png,image/jpeg,application/pdf',
    types: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: DOCUMENT_MAX_BYTES,
  },
  profilePhoto: { label: 'Profile photo', hint: 'PNG or JPG up to 5MB', accept: 'image/png,image/jpeg', types: ['image/png', 'image/jpeg'], maxBytes: PHOTO_MAX_BYTES },
};

const asFlag = (value: boolean) => (value ? 'true' : 'false');

/**
 * Field messages, or none: the server checks the same rules (and the files' contents) again. Files are required only
 * on a first submission; afterwards the server keeps the current ones unless the counsellor picks a new one.
 */
export function checkProfile(values: ProfileValues, files: ProfileFiles, filesRequired = true): { errors: Record<string, string>; missingFile?: string } {
  const parsed = counsellorProfileFields.safeParse({
    ...values,
    offersBasic: asFlag(values.offersBasic),
    offersAdvanced: asFlag(values.offersAdvanced),
    offersComprehensive: asFlag(values.offersComprehensive),
  });
  const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
  if (errors.offersBasic) errors.packages = errors.offersBasic;
  let missingFile: string | undefined;
  for (const [field, rule] of Object.entries(fileRules) as [CounsellorDocument, (typeof fileRules)[CounsellorDocument]][]) {
    const file = files[field];
    if (!file) {
      if (!filesRequired) continue;
      errors[field] = REQUIRED_FILE_MESSAGES[field];
      missingFile ??= REQUIRED_FILE_MESSAGES[field];
    } else if (file.size > rule.maxBytes) errors[field] = `${rule.label} must be at most ${rule.maxBytes / 1024 / 1024}MB`;
    else if (file.type && !rule.types.includes(file.type)) errors[field] = `${rule.label} must be ${rule.hint.replace(/ up to.*/, '')}`;
  }
  return missingFile ? { errors, missingFile } : { errors };
}

/** The multipart body of POST /api/counsellor/{id}/profile (public-area §3). */
export function profileFormData(userId: string, values: ProfileValues, files: ProfileFiles): FormData {
  const form = new FormData();
  form.set('userId', userId);
  for (const key of ['name', 'age', 'mobile', 'qualification', 'address', 'specialization', 'experience', 'location'] as const) form.set(key, values[key].trim());
  form.set('offersBasic', asFlag(values.offersBasic));
  form.set('offersAdvanced', asFlag(values.offersAdvanced));
  form.set('offersComprehensive', asFlag(values.offersComprehensive));
  for (const [field, file] of Object.entries(files)) if (file) form.set(field, file, file.name);
  return form;
}
