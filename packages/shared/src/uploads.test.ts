import { describe, expect, it } from 'vitest';
import { checkUpload, isUploadPurpose, UPLOAD_MAX_BYTES, UPLOAD_RULES } from './uploads';

const MB = 1024 * 1024;

describe('upload rules (spec 3 §5)', () => {
  it('takes a png, gif or jpeg course image up to 3 MB', () => {
    expect(checkUpload('course-image', { type: 'image/png', size: 3 * MB })).toBeNull();
    expect(checkUpload('course-image', { type: 'image/gif', size: 1 })).toBeNull();
    expect(checkUpload('course-image', { type: 'image/png', size: 3 * MB + 1 })).toBe('Image must 3mb or less');
    expect(checkUpload('course-image', { type: 'image/webp', size: 1 })).toBe(
      'Please upload an image: PNG, JPEG or GIF, 3 MB or less',
    );
  });

  it('takes any video up to 50 MB (51200 KB) as the course video', () => {
    expect(checkUpload('course-video', { type: 'video/x-m4v', size: 51200 * 1024 })).toBeNull();
    expect(checkUpload('course-video', { type: 'video/mp4', size: 51200 * 1024 + 1 })).toBe('Video must 50mb or less');
    expect(checkUpload('course-video', { type: 'image/png', size: 1 })).toBe('Only video files are accepted');
  });

  it('takes only images up to 5 MB as the profile image, never SVG', () => {
    expect(checkUpload('profile-image', { type: 'image/webp', size: 5 * MB })).toBeNull();
    expect(checkUpload('profile-image', { type: 'image/jpeg', size: 5 * MB + 1 })).toBe('Image must be 5mb or less');
    expect(checkUpload('profile-image', { type: 'image/svg+xml', size: 1 })).toBe('Only image files are accepted');
    expect(checkUpload('profile-image', { type: 'application/pdf', size: 1 })).toBe('Only image files are accepted');
  });

  it('knows its purposes and the largest limit', () => {
    expect(isUploadPurpose('course-image')).toBe(true);
    expect(isUploadPurpose('avatar')).toBe(false);
    expect(UPLOAD_MAX_BYTES).toBe(UPLOAD_RULES['course-video'].maxBytes);
  });
});
