import { Navigate } from 'react-router-dom';
import { mediaStepFieldErrors } from '../../../../../domain/share/share-rules';
import { PageLoading } from '../../../components/page-loading';
import { useListingDraft } from '../hooks/use-listing-draft';
import { previewMedia } from '../utils/editable-media';
import { MEDIA_FIELDS } from '../utils/share-form-values';
import { TYPE_STEP_PATH } from '../utils/wizard-steps';
import { MediaEditor } from './media-editor';
import { WizardStep } from './wizard-step';

/** /list/media: photos (at least one) and video links. */
export function MediaStep() {
  const { draft, updateMedia, mediaLoading, photosKept } = useListingDraft();
  if (!draft.started) return <Navigate to={TYPE_STEP_PATH} replace />;

  return (
    <WizardStep
      path="/list/media"
      lead={
        <p>
          Add at least one photo; the first becomes the cover, and you can choose another. Videos from YouTube or Vimeo play in your
          listing.
          {!photosKept && ' This browser cannot keep photos across a reload, so finish your listing in this visit.'}
        </p>
      }
      validate={() => mediaStepFieldErrors({ media: previewMedia(draft.media.media), defaultMedia: draft.media.defaultMedia })}
      shown={MEDIA_FIELDS}
    >
      {(errors) =>
        mediaLoading ? (
          <PageLoading label="Loading your photos…" />
        ) : (
          <MediaEditor value={draft.media} onChange={updateMedia} errors={[...(errors.media ?? []), ...(errors.defaultMedia ?? [])]} />
        )
      }
    </WizardStep>
  );
}
