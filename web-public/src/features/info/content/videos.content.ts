/**
 * The videos of the Videos page and the partner pages, all on YouTube. The ids are the Wingshare
 * channel's uploads and playlist and the partners' own videos; change them here when a video is replaced.
 * Nothing is fetched from YouTube until a visitor presses play (see click-to-load-video.tsx).
 */
export interface Video {
  title: string;
  summary: string;
  /** A YouTube video id, or a playlist id when `playlist` is set. */
  youtubeId: string;
  playlist?: boolean;
  minutes?: number;
}

export const MAIN_PLAYLIST: Video = {
  title: 'Wingshare: the full playlist',
  summary: 'Every Wingshare video in order: what the marketplace is, how to list and search, and how owners and pilots set up a share that lasts.',
  youtubeId: 'PLwingshareAircraftSharingVideos01',
  playlist: true,
};

export const VIDEOS: Video[] = [
  {
    title: 'What is Wingshare?',
    summary: 'Owners, flight schools and clubs list aircraft; pilots find planes, partners and instructors on a map.',
    youtubeId: 'wingshare01',
    minutes: 2,
  },
  {
    title: 'List your plane in ten minutes',
    summary: 'The listing wizard step by step: tail number lookup, rate, airport, photos, video and preview.',
    youtubeId: 'wingshare02',
    minutes: 6,
  },
  {
    title: 'Search the map',
    summary: 'Find planes, pilots and professionals near an airport, filter by category and set up new-listing alerts.',
    youtubeId: 'wingshare03',
    minutes: 4,
  },
  {
    title: 'Setting an hourly rate',
    summary: 'Fixed costs, variable costs and reserves: how the hourly cost calculator arrives at a fair rate.',
    youtubeId: 'wingshare04',
    minutes: 8,
  },
  {
    title: 'What goes in a sharing agreement',
    summary: 'Scheduling, hour blocks, maintenance, damage and leaving the share: the terms to settle before the first flight.',
    youtubeId: 'wingshare05',
    minutes: 7,
  },
  {
    title: 'Insurance when you share',
    summary: 'Open-pilot and named-pilot policies, checkouts, and why renters carry their own non-owned coverage.',
    youtubeId: 'wingshare06',
    minutes: 5,
  },
];

export const COFLYT_VIDEO: Video = {
  title: 'Coflyt for shared aircraft',
  summary: 'Scheduling, maintenance tracking and cost splitting for owners and partners, in one app.',
  youtubeId: 'coflytshare',
  minutes: 3,
};

export const CIRRUS_VIDEO: Video = {
  title: 'Flying a Cirrus with partners',
  summary: 'How shared ownership puts a modern Cirrus SR series aircraft within reach.',
  youtubeId: 'cirrusshare',
  minutes: 3,
};

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed';

/** The player's address; autoplay, since the visitor has just pressed play. */
export const embedUrl = (video: Video) =>
  video.playlist
    ? `${YOUTUBE_EMBED}/videoseries?list=${encodeURIComponent(video.youtubeId)}&autoplay=1&rel=0`
    : `${YOUTUBE_EMBED}/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`;

export const watchUrl = (video: Video) =>
  video.playlist
    ? `https://www.youtube.com/playlist?list=${encodeURIComponent(video.youtubeId)}`
    : `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeId)}`;
