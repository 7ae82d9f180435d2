import { conflict, invalidFields } from '../../domain/errors.js';
import { decideCandidate, lastKeyPrefix, type MatchPlace } from '../../domain/pilot/airmen/airman-candidates.js';
import { compareWithFaa } from '../../domain/pilot/airmen/faa-comparison.js';
import type { FaaMatch } from '../../domain/pilot/airmen/faa-match.js';
import {
  faaMatchMessage, NEVER_ASKED_MESSAGE, NO_FILE_MESSAGE, NO_PLACE_MESSAGE, placeText, readZip,
} from '../../domain/pilot/airmen/faa-match-text.js';
import type { FaaMatchView } from '../../domain/pilot/airmen/faa-match-view.js';
import { EMPTY_RECORD } from '../../domain/pilot/pilot-record.js';
import type { User } from '../../domain/user/user.js';
import type { AirmenDirectory } from '../ports/airmen-directory.js';
import type { FaaMatchStore } from '../ports/faa-match.repository.js';
import type { PilotRecordRepository } from '../ports/pilot-record.repository.js';
import type { Clock } from '../ports/security.js';
import { utcDay } from './pilot-day.js';

/**
 * POST /user/record/faa-match: the signed-in pilot asks to be found in the FAA airmen file. He is looked for by
 * his account's name, at the zip he gives or else in his home airport's city and state; the decision and the
 * comparison with his record are the domain's. What is kept is the FaaMatch (the month and what the file says
 * of him): the candidates' names and places are read for the decision and never answered or stored.
 */
export class FaaMatchPilot {
  constructor(
    private readonly directory: AirmenDirectory,
    private readonly matches: FaaMatchStore,
    private readonly records: PilotRecordRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, body: unknown): Promise<FaaMatchView> {
    const zipRead = readZip(body && typeof body === 'object' ? (body as Record<string, unknown>).zip : undefined);
    if (!zipRead.ok) throw invalidFields({ zip: [zipRead.message] });
    const place: MatchPlace = {
      city: user.airport?.city?.trim() || null,
      state: user.airport?.state?.trim() || null,
      zip: zipRead.zip,
    };
    if (!place.zip && (!place.city || !place.state)) throw invalidFields({ zip: [NO_PLACE_MESSAGE] });
    const file = await this.directory.fileMonth();
    if (!file) throw conflict(NO_FILE_MESSAGE);

    const name = { firstname: user.firstname, lastname: user.lastname };
    const candidates = await this.directory.candidates({ lastKeyPrefix: lastKeyPrefix(user.lastname), state: place.zip ? null : place.state, zip: place.zip });
    const decision = decideCandidate(name, place, candidates);
    const airman = decision.status === 'matched' ? await this.directory.airman(decision.uniqueId) : null;
    const match: FaaMatch = { status: airman ? 'matched' : decision.status === 'matched' ? 'not_found' : decision.status, file, airman, checkedAt: this.clock.now().toISOString() };
    await this.matches.save(user.id, match);
    const message = faaMatchMessage({ status: match.status, file, name: `${user.firstname} ${user.lastname}`.trim(), place: placeText(place), byZip: !!place.zip });
    return this.viewOf(user, match, message);
  }

  /** GET: the last match, its items against the record as it is now; `status: null` when he never asked. */
  async last(user: User): Promise<FaaMatchView> {
    const match = await this.matches.find(user.id);
    if (!match) {
      const record = (await this.records.find(user.id)) ?? EMPTY_RECORD;
      return { status: null, file: await this.directory.fileMonth(), items: compareWithFaa(record, null, utcDay(this.clock.now())), message: NEVER_ASKED_MESSAGE, checkedAt: null };
    }
    const place = { city: user.airport?.city ?? null, state: user.airport?.state ?? null, zip: null };
    const message = match.status === 'ambiguous'
      ? faaMatchMessage({ status: 'ambiguous', file: match.file, name: `${user.firstname} ${user.lastname}`.trim(), place: placeText(place) || 'your place', byZip: false })
      : faaMatchMessage({ status: match.status, file: match.file, name: '', place: placeText(place) || 'your place', byZip: false });
    return this.viewOf(user, match, message);
  }

  private async viewOf(user: User, match: FaaMatch, message: string): Promise<FaaMatchView> {
    const record = (await this.records.find(user.id)) ?? EMPTY_RECORD;
    return { status: match.status, file: match.file, items: compareWithFaa(record, match.airman, utcDay(this.clock.now())), message, checkedAt: match.checkedAt };
  }
}
