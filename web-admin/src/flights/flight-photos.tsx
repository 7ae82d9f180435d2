import { Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { FlightPhotoView } from '../../../domain/flight/flight-view';
import { API_VERSION } from '../http-client';
import { PHOTO_KIND_LABELS } from './admin-flight';

/**
 * One photo of a flight. Its address is under /api, which wants the version header an <img> cannot send:
 * the bytes are fetched with it (and the session cookie) and shown from a blob address.
 */
const FlightPhoto = ({ photo, alt }: { photo: FlightPhotoView; alt: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let address: string | null = null;
    let gone = false;
    fetch(photo.url, { headers: { 'Accept-Version': API_VERSION }, credentials: 'include' })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(`${res.status}`))))
      .then((blob) => {
        if (gone) return;
        address = URL.createObjectURL(blob);
        setSrc(address);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (address) URL.revokeObjectURL(address);
    };
  }, [photo.url]);
  const frame = { width: 160, height: 120, borderRadius: 1, border: 1, borderColor: 'divider' } as const;
  if (failed) return <Box sx={{ ...frame, display: 'grid', placeItems: 'center', p: 1 }}><Typography variant="caption">{alt}: could not be loaded</Typography></Box>;
  if (!src) return <Box sx={frame} aria-busy="true" aria-label={alt} />;
  return (
    <Link href={src} target="_blank" rel="noopener noreferrer">
      <Box component="img" src={src} alt={alt} sx={{ ...frame, objectFit: 'cover', display: 'block' }} />
    </Link>
  );
};

/** The photos taken at check-out or check-in (meters, fuel gauges, receipts), each named by what it shows. */
export const FlightPhotos = ({ photos, when }: { photos: FlightPhotoView[]; when: string }) => {
  if (!photos.length) return <Typography variant="body2">No photos at {when}.</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {photos.map((photo, index) => (
        <Box key={photo.url} component="figure" sx={{ m: 0 }}>
          <FlightPhoto photo={photo} alt={`${PHOTO_KIND_LABELS[photo.kind]} at ${when} (photo ${index + 1})`} />
          <Typography component="figcaption" variant="caption">{PHOTO_KIND_LABELS[photo.kind]}</Typography>
        </Box>
      ))}
    </Box>
  );
};
