import { fileUrl, type UploadPurpose } from '@eazy2con/shared/uploads';
import type { FilesService } from './files.service';

/** What a record that holds an uploaded file (a course, a profile) needs of the files module. */
export interface AttachedFiles {
  /** Makes an upload of this mentor, made for `purpose`, part of a record; answers the URL it is served at. */
  attach(key: string, mentorId: string, purpose: UploadPurpose): Promise<string>;
  /** Deletes a file no record points at any more. */
  release(key: string): Promise<void>;
}

export function attachedFiles(files: FilesService): AttachedFiles {
  return {
    attach: async (key, mentorId, purpose) => fileUrl((await files.attach(key, mentorId, [purpose])).key),
    release: async (key) => {
      await files.release(key);
    },
  };
}
