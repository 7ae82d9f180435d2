import type { AirportRepository } from '../../application/ports/airport.repository.js';
import type { BlogPostRepository } from '../../application/ports/blog-post.repository.js';
import type { InstructorRepository } from '../../application/ports/instructor.repository.js';
import type { ImageProcessor, MediaStore, ProcessedImage } from '../../application/ports/media.js';
import type { PasswordHasher } from '../../application/ports/security.js';
import type { PartnerProfileRepository } from '../../application/ports/partner-profile.repository.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import type { Airport } from '../../domain/airport/airport.js';
import { blogPostErrors, toBlogPostFields } from '../../domain/blog/blog-post.js';
import { instructorErrors, toInstructorFields } from '../../domain/instructor/instructor-rules.js';
import { applyShareDefaults, toAircraftDetails, toShareFields } from '../../domain/share/share-defaults.js';
import { readListingPartnerProfile, readPartnerProfile } from '../../domain/partner/partner-rules.js';
import { shareErrors } from '../../domain/share/share-rules.js';
import type { MediaItem } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import { DEMO_LISTINGS, DEMO_PEOPLE, DEMO_PROFESSIONALS, type DemoPerson } from './demo-content.js';
import { DEMO_BLOG_POSTS } from './demo-blog-posts.js';
import { DEMO_LISTING_PARTNER_PROFILES, DEMO_PARTNER_PROFILES } from './demo-partners.js';
import { BLOG_PICTURE_SIZE, drawBlogPicture, drawInitials, drawPlane, INITIALS_SIZE, PLANE_SIZE } from './demo-pictures.js';

export interface DemoContentDeps {
  users: UserRepository;
  airports: AirportRepository;
  hasher: PasswordHasher;
  shares: ShareRepository;
  instructors: InstructorRepository;
  blogPosts: BlogPostRepository;
  media: MediaStore;
  /**
   * Makes the narrower copies of the drawn pictures at once, as an upload gets (npm start: the first pages
   * shown have them). Without it the pictures are stored alone with their sizes, and the pass over stored
   * photos (MakeImageVariants) makes their copies later: tests that need the people and listings, not the
   * copies, skip about a second of image work per picture.
   */
  images?: ImageProcessor;
  /** Pilots' partner profiles (issue 41); without it the demo pilots have none. */
  partnerProfiles?: PartnerProfileRepository;
}

export interface DemoContentReport {
  people: number;
  listings: number;
  professionals: number;
  blogPosts: number;
}

/**
 * Adds the demo people, listings (with drawn pictures) and professionals to a fresh install. Every
 * listing and profile passes the same rules as one sent by a person; a rule it breaks stops the seed
 * with the messages, since that is a bug in the demo content. The first-start seed (admin, the four
 * demo pilots maria, jake, priya and sam) must have run; the caller runs this only on a first start.
 * The blog posts are written by the first admin and published days before `now`.
 */
export async function seedDemoContent(deps: DemoContentDeps, password: string, now: Date = new Date()): Promise<DemoContentReport> {
  const passwordHash = await deps.hasher.hash(password);
  const airportCache = new Map<string, Airport>();
  const airport = async (code: string): Promise<Airport> => {
    const cached = airportCache.get(code);
    if (cached) return cached;
    const [found] = await deps.airports.search(code, 1);
    if (!found || found.locationId !== code) throw new Error(`Demo content: airport ${code} is not in the airport table`);
    airportCache.set(code, found);
    return found;
  };
  const people = new Map<string, User>();
  const createPerson = async (p: DemoPerson, avatar: User['avatar'] = null) => {
    const home = await airport(p.airport);
    const user = await deps.users.create({
      username: p.username, email: `${p.username}@demo.wingshare.local`, firstname: p.firstname, lastname: p.lastname,
      provider: 'local', providerId: null, passwordHash, avatar, airportId: home.id, isDiscoverable: true, bio: p.bio,
      emailPublic: p.emailPublic ?? false,
    });
    await deps.users.update(user.id, { credentials: p.credentials, totalHours: p.totalHours, wantedPlane: p.wantedPlane, mostExpPlane: p.mostExpPlane });
    for (const code of p.follows ?? []) await deps.users.followAirport(user.id, (await airport(code)).id);
    people.set(p.username, user);
    return user;
  };

  for (const p of DEMO_PEOPLE) await createPerson(p);

  let professionals = 0;
  for (const pro of DEMO_PROFESSIONALS) {
    const initials = await drawInitials(pro.firstname[0]! + pro.lastname[0]!, pro.colour);
    const { url: avatarUrl } = await deps.media.put('avatars', await picture(deps, initials, 'image/png', INITIALS_SIZE));
    const avatar = { url: avatarUrl, type: 'image' as const };
    const user = await createPerson(pro, avatar);
    const input = { ...pro.profile, airport: (await airport(pro.airport)).id };
    const errors = instructorErrors(input, { avatarPresent: true });
    if (errors.length) throw new Error(`Demo professional ${pro.username}: ${errors.join('; ')}`);
    await deps.instructors.create(user.id, { fields: toInstructorFields(input), profileAvatar: null });
    professionals++;
  }

  let listings = 0;
  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    const owner = people.get(listing.owner) ?? (await deps.users.findByLogin(listing.owner));
    if (!owner) throw new Error(`Demo listing ${listing.share.title}: no user ${listing.owner}`);
    const bytes = await drawPlane({ ...listing.picture, seed: index + 1 });
    const { url } = await deps.media.put('shares', await picture(deps, bytes, 'image/jpeg', PLANE_SIZE));
    const media: MediaItem[] = [{ type: 'image', url }];
    const input = applyShareDefaults({ ...listing.share, airport: (await airport(listing.airport)).id, media, defaultMedia: 0 });
    const errors = shareErrors(input);
    const fields = toShareFields(input);
    // The group's side (issue 41), through the rules a listing write meets.
    const partner = readListingPartnerProfile(DEMO_LISTING_PARTNER_PROFILES[String(listing.share.title)] ?? null, fields.type);
    if (!partner.ok) errors.push(...Object.values(partner.fields).flat());
    if (errors.length) throw new Error(`Demo listing ${listing.share.title}: ${errors.join('; ')}`);
    await deps.shares.create(owner.id, {
      airportId: (await airport(listing.airport)).id, fields, aircraft: toAircraftDetails(input), media, ownershipConfirmed: true,
      ...(partner.ok && partner.value ? { partnerProfile: partner.value } : {}),
    });
    listings++;
  }
  await seedPartnerProfiles(deps, people);
  return { people: DEMO_PEOPLE.length + professionals, listings, professionals, blogPosts: await seedBlogPosts(deps, now) };
}

/** The demo pilots' partner profiles (issue 41, demo-partners.ts), each through the rules PUT /user/partner-profile meets. */
async function seedPartnerProfiles(deps: DemoContentDeps, people: Map<string, User>): Promise<void> {
  if (!deps.partnerProfiles) return;
  for (const [username, profile] of Object.entries(DEMO_PARTNER_PROFILES)) {
    const user = people.get(username) ?? (await deps.users.findByLogin(username));
    if (!user) throw new Error(`Demo partner profile: no user ${username}`);
    const read = readPartnerProfile(profile);
    if (!read.ok) throw new Error(`Demo partner profile of ${username}: ${Object.values(read.fields).flat().join('; ')}`);
    await deps.partnerProfiles.save(user.id, read.value);
  }
}

/** The demo blog (demo-blog-posts.ts): each post passes the console's rules, with a drawn featured picture. */
/** A drawn picture as the media store takes it: with its copies when the seed makes them, else alone. */
async function picture(deps: DemoContentDeps, bytes: Uint8Array, mime: ProcessedImage['mime'], size: { width: number; height: number }): Promise<ProcessedImage> {
  return deps.images ? deps.images.withVariants(bytes) : { bytes, mime, ...size, variants: [] };
}

async function seedBlogPosts(deps: DemoContentDeps, now: Date): Promise<number> {
  const { items: [author] } = await deps.users.list({ role: 'admin', sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 });
  if (!author) throw new Error('Demo blog posts: no admin to write them (the first-start seed makes one)');
  for (const post of DEMO_BLOG_POSTS) {
    const { url } = await deps.media.put('blog', await picture(deps, await drawBlogPicture(post.picture), 'image/jpeg', BLOG_PICTURE_SIZE));
    const input = {
      title: post.title, slug: post.slug, content: post.content, excerpt: post.excerpt, featuredImageUrl: url, seoTitle: post.seoTitle,
      seoDescription: post.seoDescription, status: 'published', publishedAt: new Date(now.getTime() - post.daysAgo * 86_400_000).toISOString(),
    };
    const errors = blogPostErrors(input);
    if (errors.length) throw new Error(`Demo blog post ${post.slug}: ${errors.join('; ')}`);
    await deps.blogPosts.create(author.id, toBlogPostFields(input, now));
  }
  return DEMO_BLOG_POSTS.length;
}
