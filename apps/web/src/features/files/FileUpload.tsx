import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { checkUpload, UPLOAD_RULES, type UploadPurpose, type UploadedFile } from '@eazy2con/shared/uploads';
import { uploadFile } from './upload-file';
import './uploads.css';

interface FileUploadProps {
  purpose: UploadPurpose;
  label: ReactNode;
  /** The file the field holds now (its URL), shown as the preview until another is chosen. */
  current: string | null;
  onUploaded: (file: UploadedFile) => void;
  /** A message from the form (e.g. 'Please upload an image' on submit). */
  error?: string;
  /** Tells the form an upload is under way, so it does not submit half-done. */
  onBusy?: (busy: boolean) => void;
}

/**
 * A file field that uploads at once: checked in the browser with the shared rules (type, size) and sent with its
 * progress shown; the server checks again from the bytes. Images and videos get a preview, and can be changed.
 */
export function FileUpload({ purpose, label, current, onUploaded, error, onBusy }: FileUploadProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(current);
  const rule = UPLOAD_RULES[purpose];
  const shown = message ?? error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    const refused = checkUpload(purpose, file);
    if (refused) {
      setMessage(refused);
      return;
    }
    setMessage(null);
    setProgress(0);
    onBusy?.(true);
    const outcome = await uploadFile(purpose, file, setProgress);
    onBusy?.(false);
    setProgress(null);
    if (!outcome.ok) {
      setMessage(outcome.message);
      return;
    }
    setPreview(outcome.file.url);
    onUploaded(outcome.file);
  };

  const isVideo = purpose === 'course-video';
  return (
    <div className={`field file-upload${shown ? ' field--error' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {preview &&
        (isVideo ? (
          <video
            className="file-upload__preview"
            src={preview}
            controls
            preload="metadata"
            aria-labelledby={`${id}-label`}
          />
        ) : (
          <img className="file-upload__preview" src={preview} alt="" />
        ))}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={rule.accept}
        onChange={(event) => void choose(event)}
        aria-labelledby={`${id}-label`}
        aria-describedby={shown ? `${id}-error` : undefined}
        disabled={progress !== null}
      />
      <label className="btn btn--default file-upload__choose" htmlFor={id}>
        {preview ? 'Change' : 'Choose a file'}
      </label>
      {progress !== null && (
        <progress className="file-upload__progress" max={1} value={progress} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {shown && (
        <div id={`${id}-error`} className="field__error" role="alert">
          {shown}
        </div>
      )}
    </div>
  );
}
