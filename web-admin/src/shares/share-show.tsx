import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link as ExternalLink, Typography } from '@mui/material';
import {
  Button,
  DateField,
  EmailField,
  FunctionField,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { formatMoney } from '../../../domain/share/price-display';
import { aircraftLabel, shareAirportLabel, shareStatusLabel, shareTypeLabel, type AdminShare } from './admin-share';
import { DeleteShareButton, ToggleShareButton } from './share-actions';

const ShareTitle = () => {
  const share = useRecordContext<AdminShare>();
  return <span>Listing {share ? `“${share.title}”` : ''}</span>;
};

// Custom fields take a `label` prop: SimpleShowLayout reads it to label the row.
const OwnerField = (_props: { label: string }) => {
  const share = useRecordContext<AdminShare>();
  const createPath = useCreatePath();
  if (!share) return null;
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'users', id: share.ownerId, type: 'show' })}>{share.ownerUsername}</Link>
    </Typography>
  );
};

const MediaField = (_props: { label: string }) => {
  const share = useRecordContext<AdminShare>();
  if (!share) return null;
  const photos = share.media.filter((m) => m.type === 'image');
  const videos = share.media.filter((m) => m.type !== 'image');
  if (!share.media.length) return <Typography variant="body2">No photos or videos.</Typography>;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {photos.map((photo, index) => (
          <ExternalLink key={photo.url} href={photo.url} target="_blank" rel="noopener noreferrer">
            <Box
              component="img"
              src={photo.url}
              alt={`Photo ${index + 1} of ${share.title}`}
              loading="lazy"
              sx={{ width: 200, height: 150, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          </ExternalLink>
        ))}
      </Box>
      {videos.map((video) => (
        <Typography key={video.url} variant="body2" sx={{ mt: 1 }}>
          Video: <ExternalLink href={video.url} target="_blank" rel="noopener noreferrer">{video.url}</ExternalLink>
        </Typography>
      ))}
    </Box>
  );
};

// A plain link: the public site lives outside the /admin router. It opens the share modal there.
const ViewOnSite = () => {
  const share = useRecordContext<AdminShare>();
  if (!share) return null;
  return (
    <Button component="a" label="View on the site" href={`/?share=${encodeURIComponent(String(share.id))}`} target="_blank" rel="noopener">
      <OpenInNewIcon />
    </Button>
  );
};

const ShareActions = () => (
  <TopToolbar>
    <ViewOnSite />
    <ToggleShareButton />
    <DeleteShareButton />
  </TopToolbar>
);

export const ShareShow = () => (
  <Show<AdminShare> title={<ShareTitle />} actions={<ShareActions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="title" />
      <FunctionField<AdminShare> label="Type" render={(s) => shareTypeLabel(s.type)} />
      <TextField source="tailNumber" label="Tail number" emptyText="—" />
      <FunctionField<AdminShare> label="Aircraft" render={aircraftLabel} />
      <OwnerField label="Owner" />
      <EmailField source="ownerEmail" label="Owner's email" />
      <FunctionField<AdminShare> label="Airport" render={(s) => (s.airport ? `${shareAirportLabel(s)} (${s.airport.facility})` : '—')} />
      <FunctionField<AdminShare> label="Rate" render={(s) => (s.ratePerHour ? `${formatMoney(s.ratePerHour)} / hour` : '—')} />
      <FunctionField<AdminShare> label="Status" render={shareStatusLabel} />
      <DateField source="listDate" label="Listed" showTime />
      <DateField source="updatedAt" label="Last changed" showTime />
      <MediaField label="Photos and videos" />
    </SimpleShowLayout>
  </Show>
);
