import { notFound } from '../../domain/errors.js';
import type { ItemWithState, SignOff } from '../../domain/maintenance/maintenance.js';
import { hundredHourRule } from '../../domain/maintenance/maintenance-input.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { MaintenanceRepository } from '../ports/maintenance.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { AircraftState, AircraftStatusKeeper } from './aircraft-status.service.js';
import { MAINTENANCE_ACCESS_MESSAGES, maintainableShare } from './maintenance-access.js';

/** What the owner, his mechanic and staff see of an aircraft's maintenance (MaintenanceView). */
export interface MaintenanceRead {
  state: AircraftState;
  /** Each active item's sign-offs, newest first. */
  history: Map<number, SignOff[]>;
  hundredHour: { applies: boolean; why: string; setByOwner: boolean };
  /** Null for the mechanic himself. */
  mechanic: { email: string; namedAt: Date } | null;
}

/** One item after a change, with its history (OwnerItemView). */
export interface ItemRead {
  state: AircraftState;
  item: ItemWithState;
  history: SignOff[];
}

export const HUNDRED_HOUR_MISSING = 'The aircraft has no 100-hour inspection item yet: add one (kind hundred_hour) with the tach it was last done at.';

/** The 100-hour rule in the page's words, and whether this aircraft is missing its item. */
function hundredHourOf(share: Share, ownerSays: boolean | null, items: ItemWithState[]): MaintenanceRead['hundredHour'] {
  const rule = hundredHourRule(share.type, ownerSays);
  const missing = rule.applies && !items.some((i) => i.item.kind === 'hundred_hour');
  return { applies: rule.applies, why: missing ? `${rule.why} ${HUNDRED_HOUR_MISSING}` : rule.why, setByOwner: ownerSays !== null };
}

/** GET /share/:id/maintenance (owner, staff) and what the other maintenance routes answer. */
export class ReadMaintenance {
  constructor(
    private readonly shares: ShareRepository,
    private readonly maintenance: MaintenanceRepository,
    private readonly keeper: AircraftStatusKeeper,
  ) {}

  async execute(user: User, shareId: number): Promise<MaintenanceRead> {
    return this.of(await maintainableShare(this.shares, user, shareId));
  }

  async of(share: Share, options: { forMechanic?: boolean } = {}): Promise<MaintenanceRead> {
    const state = await this.keeper.stateOf(share);
    const [history, settings] = await Promise.all([
      this.maintenance.history(state.status.items.map((i) => i.item.id)),
      this.maintenance.settings(share.id),
    ]);
    return {
      state, history,
      hundredHour: hundredHourOf(share, settings.hundredHour, state.status.items),
      mechanic: options.forMechanic ? null : settings.mechanic,
    };
  }

  /** One item of the aircraft as it stands now, with its history. */
  async item(share: Share, itemId: number): Promise<ItemRead> {
    const state = await this.keeper.stateOf(share);
    const item = state.status.items.find((i) => i.item.id === itemId);
    if (!item) throw notFound(MAINTENANCE_ACCESS_MESSAGES.itemNotFound);
    return { state, item, history: (await this.maintenance.history([itemId])).get(itemId) ?? [] };
  }
}
