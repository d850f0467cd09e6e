/**
 * Uploads (POST /api/uploads): what each kind of file may be, with the spec's messages (spec 3 §5, §8). The server
 * decides the type from the file's bytes; the web app checks the browser's `file.type` and `file.size` with the same
 * rules first, so most mistakes are caught before anything is sent.
 */

/** What an upload is for; sent as the form field `purpose`, before the file. */
export const UPLOAD_PURPOSES = ['course-image', 'course-video', 'profile-image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The multipart form's field names. `purpose` must come before `file`: the server reads the form as a stream. */
export const UPLOAD_FIELDS = { purpose: 'purpose', file: 'file' } as const;

export const UPLOAD_PATH = '/api/uploads';
/** Where a stored file is served: `${FILES_PATH}/${key}`. */
export const FILES_PATH = '/api/files';

// The spec counts in binary megabytes: 50 MB is 51200 KB.
const MB = 1024 * 1024;

/** Raster images a browser shows safely (no SVG: it can carry script). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
/** The course image's types (spec 3 §5: png, gif or jpeg). */
export const COURSE_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;

export const UPLOAD_MESSAGES = {
  courseImageMissing: 'Please upload an image',
  // A refused file is told what would be taken, not only that an image is wanted (issue 20).
  courseImageWrongType: 'Please upload an image: PNG, JPEG or GIF, 3 MB or less',
  courseImageTooLarge: 'Image must 3mb or less', // sic, spec 3 §5
  profileImageTooLarge: 'Image must be 5mb or less',
  profileImageWrongType: 'Only image files are accepted',
  videoTooLarge: 'Video must 50mb or less', // sic, spec 3 §5 and §8
  // Not in the spec, which only accepts video types in the picker: worded like the profile image's message.
  videoWrongType: 'Only video files are accepted',
  unknownPurpose: 'Say what the file is for (course-image, course-video or profile-image) before the file',
  noFile: 'No file was sent',
  interrupted: 'The upload was interrupted; please try again',
} as const;

export interface UploadRule {
  maxBytes: number;
  /** True when a content type (as sniffed on the server, or `file.type` in the browser) is allowed. */
  accepts: (contentType: string) => boolean;
  /** For `<input type="file" accept=…>`. */
  accept: string;
  tooLarge: string;
  wrongType: string;
}

const oneOf = (types: readonly string[]) => (contentType: string) => types.includes(contentType.toLowerCase());

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  'course-image': {
    maxBytes: 3 * MB,
    accepts: oneOf(COURSE_IMAGE_TYPES),
    accept: COURSE_IMAGE_TYPES.join(','),
    tooLarge: UPLOAD_MESSAGES.courseImageTooLarge,
    wrongType: UPLOAD_MESSAGES.courseImageWrongType,
  },
  'course-video': {
    maxBytes: 50 * MB,
    // Spec 3 §5: mp4, x-m4v, any video type.
    accepts: (contentType) => contentType.toLowerCase().startsWith('video/'),
    accept: 'video/mp4,video/x-m4v,video/*',
    tooLarge: UPLOAD_MESSAGES.videoTooLarge,
    wrongType: UPLOAD_MESSAGES.videoWrongType,
  },
  'profile-image': {
    maxBytes: 5 * MB,
    accepts: oneOf(IMAGE_TYPES),
    accept: IMAGE_TYPES.join(','),
    tooLarge: UPLOAD_MESSAGES.profileImageTooLarge,
    wrongType: UPLOAD_MESSAGES.profileImageWrongType,
  },
};

/** The largest file any purpose takes: the transport's own cap, above which nothing is read. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);

/** The browser's check before sending: the message to show, or null when the file may be sent. */
export function checkUpload(purpose: UploadPurpose, file: { type: string; size: number }): string | null {
  const rule = UPLOAD_RULES[purpose];
  if (!rule.accepts(file.type)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

/** POST /api/uploads answers this (201). */
export interface UploadedFile {
  key: string;
  /** `/api/files/{key}`, same origin. */
  url: string;
  contentType: string;
  size: number;
}

export const fileUrl = (key: string) => `${FILES_PATH}/${key}`;
