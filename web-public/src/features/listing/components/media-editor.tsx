import { useId, useRef, useState, type DragEvent } from 'react';
import {
  addMedia,
  chooseDefault,
  isAcceptedImageFile,
  removeMedia,
  rotate,
} from '../../../../../domain/share/media-rules';
import type { MediaItem } from '../../../../../domain/share/share';
import { describedBy, FieldErrorText } from '../../../components/form/field-error-text';
import { Spinner } from '../../../components/spinner';
import { mediaKey, type MediaValue, type NewImage } from '../utils/editable-media';
import { IMAGE_UNREADABLE, resizeImage } from '../utils/resize-image';
import { MediaTiles } from './media-tiles';
import { VideoLinkField } from './video-link-field';
import './media-editor.css';

interface MediaEditorProps {
  value: MediaValue;
  /** Functional, so photos resized one after another all land in the latest list. */
  onChange: (update: (current: MediaValue) => MediaValue) => void;
  /** The media's messages of a refused submit (no photo, no cover), shown at the photo picker. */
  errors?: readonly string[];
}

const refusedMessage = (name: string) => `“${name}” was not added: photos must be PNG or JPEG images (.png, .jpg or .jpeg).`;

/**
 * The media of a listing (spec 4 "Default media"): photos from a dropzone or a file picker, resized in
 * the browser, turned left or right, one of them the default (cover); and video links. Files that are
 * not PNG or JPEG are refused with a message naming them.
 */
export function MediaEditor({ value, onChange, errors }: MediaEditorProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const invalid = Boolean(errors?.length);
  const [resizing, setResizing] = useState(0);
  const [notes, setNotes] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [turning, setTurning] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const addFiles = (files: readonly File[]) => {
    const refused = files.filter((f) => !isAcceptedImageFile(f.name, f.type));
    const accepted = files.filter((f) => isAcceptedImageFile(f.name, f.type));
    setNotes(refused.map((f) => refusedMessage(f.name)));
    if (!accepted.length) return;
    setResizing((n) => n + accepted.length);
    // One photo at a time: decoding several large photos at once can exhaust a phone's memory.
    for (const file of accepted) {
      queue.current = queue.current.then(async () => {
        try {
          const { blob } = await resizeImage(file);
          const image: NewImage = {
            type: 'image',
            key: mediaKey(),
            stored: false,
            url: URL.createObjectURL(blob),
            blob,
            fileName: file.name,
            rotate: 0,
          };
          onChange((current) => addMedia(current.media, current.defaultMedia, image));
        } catch (error) {
          const reason = error instanceof Error ? error.message : IMAGE_UNREADABLE;
          setNotes((current) => [...current, `“${file.name}” ${reason}`]);
        } finally {
          setResizing((n) => n - 1);
        }
      });
    }
  };

  const remove = (index: number) => {
    const item = value.media[index];
    if (item?.type === 'image' && !item.stored) URL.revokeObjectURL(item.url);
    onChange((current) => removeMedia(current.media, current.defaultMedia, index));
  };

  const turn = async (index: number, direction: 'left' | 'right') => {
    const item = value.media[index];
    if (item?.type !== 'image') return;
    if (!item.stored) {
      onChange((current) => ({
        ...current,
        media: current.media.map((m) => (m.key === item.key && m.type === 'image' && !m.stored ? { ...m, rotate: rotate(m.rotate, direction) } : m)),
      }));
      return;
    }
    // A stored photo is turned by uploading it again with the turn: fetch it once, then it is a new photo.
    setTurning(item.key);
    try {
      const response = await fetch(item.url, { credentials: 'include' });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const blob = await response.blob();
      const name = item.url.split('/').pop() || 'photo.jpg';
      const replaced: NewImage = { type: 'image', key: item.key, stored: false, url: URL.createObjectURL(blob), blob, fileName: name, rotate: rotate(0, direction) };
      onChange((current) => ({ ...current, media: current.media.map((m) => (m.key === item.key ? replaced : m)) }));
    } catch {
      setNotes(['This photo could not be turned right now. Please try again.']);
    } finally {
      setTurning(null);
    }
  };

  const addVideo = (video: MediaItem) => {
    const type = video.type === 'youtube' || video.type === 'vimeo' ? video.type : 'other';
    onChange((current) => addMedia(current.media, current.defaultMedia, { type, key: mediaKey(), url: video.url, videoId: video.videoId ?? null }));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <div className={`media-editor${invalid ? ' field-invalid' : ''}`}>
      <div
        className={`dropzone${dragging ? ' dropzone-active' : ''}${invalid ? ' dropzone-invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="dropzone-icon">
          <path
            d="M19 7v2.99s-1.99.01-2 0V7h-3s.01-1.99 0-2h3V2h2v3h3v2h-3zm-3 4V8h-3V5H5c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2v-8h-3zM5 19l3-4 2 3 3-4 4 5H5z"
            fill="currentColor"
          />
        </svg>
        <p className="dropzone-text">Drag your photos here, or</p>
        <label htmlFor={inputId} className="button button-secondary">
          Choose photos
        </label>
        <input
          id={inputId}
          className="visually-hidden-file"
          type="file"
          multiple
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && errorId)}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            addFiles(files);
          }}
        />
        <p className="field-hint">PNG or JPEG. Large photos are resized to at most 1024 pixels on the longer side.</p>
        <FieldErrorText id={errorId} errors={errors} />
      </div>

      {resizing > 0 && (
        <p className="media-status" role="status">
          <Spinner /> Resizing…
        </p>
      )}
      {notes.length > 0 && (
        <ul className="media-notes" role="alert">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}

      {value.media.length > 0 && (
        <>
          {value.media.some((m) => m.type === 'image') && <p className="field-hint">Click a photo to make it the cover of your listing.</p>}
          <MediaTiles
            media={value.media}
            defaultMedia={value.defaultMedia}
            turning={turning}
            onChoose={(index) => onChange((current) => chooseDefault(current.media, current.defaultMedia, index))}
            onTurn={(index, direction) => void turn(index, direction)}
            onRemove={remove}
          />
        </>
      )}

      <VideoLinkField onAdd={addVideo} />
    </div>
  );
}
