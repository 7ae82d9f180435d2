import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { Labeled, useInput, useNotify } from 'react-admin';
import { ACCEPTED_IMAGE_TYPES, isAcceptedImageFile } from '../../../domain/share/media-rules';
import { httpClient } from '../http-client';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The post's featured image: the file goes to POST /api/admin/blog-media (checked and re-encoded like
 * listing photos) and the address it answers fills featuredImageUrl. The preview shows what was saved.
 */
export const FeaturedImageInput = ({ source }: { source: string }) => {
  const { field } = useInput<string | null>({ source, defaultValue: null });
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const url = typeof field.value === 'string' && field.value ? field.value : null;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    if (!isAcceptedImageFile(file.name, file.type)) {
      notify('Choose a JPEG or PNG image.', { type: 'error' });
      return;
    }
    if (file.size > MAX_BYTES) {
      notify('The image is larger than 10 MB.', { type: 'error' });
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const { json } = await httpClient('/api/admin/blog-media', { method: 'POST', body });
      field.onChange((json as { url: string }).url);
      notify('Image uploaded. Save the post to keep it.', { type: 'info' });
    } catch (error) {
      notify(`The image was not uploaded: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Labeled label="Featured image" fullWidth>
      <Box>
        {url ? (
          <Box
            component="img"
            src={url}
            alt="Featured image preview"
            sx={{ display: 'block', maxWidth: 360, maxHeight: 240, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', mb: 1 }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            No image: the blog shows its default picture.
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
            disabled={uploading}
            onClick={() => picker.current?.click()}
          >
            {url ? 'Replace image' : 'Upload image'}
          </Button>
          {url ? (
            <Button size="small" color="warning" startIcon={<DeleteIcon />} disabled={uploading} onClick={() => field.onChange(null)}>
              Remove image
            </Button>
          ) : null}
        </Stack>
        <input
          ref={picker}
          type="file"
          hidden
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label="Featured image file"
          onChange={(event) => void upload(event)}
        />
        <FormHelperText>JPEG or PNG, at most 10 MB; scaled to 1,024 px on its longer side.</FormHelperText>
      </Box>
    </Labeled>
  );
};
