import type { EditableMedia } from '../utils/editable-media';

interface MediaTilesProps {
  media: readonly EditableMedia[];
  defaultMedia: number;
  /** The stored photo being fetched to be turned. */
  turning: string | null;
  onChoose: (index: number) => void;
  onTurn: (index: number, direction: 'left' | 'right') => void;
  onRemove: (index: number) => void;
}

const VIDEO_TYPE_LABELS = { youtube: 'YouTube', vimeo: 'Vimeo', other: 'Video link' } as const;

/** The media list as tiles: a photo is clicked to become the cover, turned, removed; a video removed. */
export function MediaTiles({ media, defaultMedia, turning, onChoose, onTurn, onRemove }: MediaTilesProps) {
  return (
    <ul className="media-list" aria-label="Photos and videos">
      {media.map((item, index) => {
        const number = index + 1;
        if (item.type !== 'image') {
          return (
            <li key={item.key} className="media-item media-item-video">
              <div className="media-video">
                <span className="media-video-type">{VIDEO_TYPE_LABELS[item.type]}</span>
                <a href={item.url} target="_blank" rel="noopener noreferrer" className="media-video-url">
                  {item.url}
                </a>
              </div>
              <div className="media-item-actions">
                <button type="button" className="button button-link button-small" onClick={() => onRemove(index)}>
                  Remove<span className="visually-hidden"> video {number}</span>
                </button>
              </div>
            </li>
          );
        }
        const isDefault = index === defaultMedia;
        const rotation = item.stored ? 0 : item.rotate;
        return (
          <li key={item.key} className={`media-item${isDefault ? ' media-item-default' : ''}`}>
            <button type="button" className="media-thumb" aria-pressed={isDefault} onClick={() => onChoose(index)}>
              <img src={item.url} alt="" style={rotation ? { transform: `rotate(${rotation}deg)` } : undefined} />
              <span className="visually-hidden">
                Photo {number}
                {isDefault ? ', the cover' : ', make it the cover'}
              </span>
            </button>
            {isDefault && <span className="media-default-badge">Cover</span>}
            <div className="media-item-actions">
              <button type="button" className="icon-button" onClick={() => onTurn(index, 'left')} disabled={turning === item.key}>
                <span aria-hidden="true">⟲</span>
                <span className="visually-hidden">Rotate photo {number} left</span>
              </button>
              <button type="button" className="icon-button" onClick={() => onTurn(index, 'right')} disabled={turning === item.key}>
                <span aria-hidden="true">⟳</span>
                <span className="visually-hidden">Rotate photo {number} right</span>
              </button>
              <button type="button" className="button button-link button-small" onClick={() => onRemove(index)}>
                Remove<span className="visually-hidden"> photo {number}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
