import { useEffect, useId, useState } from 'react';
import type { GroupView } from '../../../../../domain/group/group-view';
import { readGroupInput } from '../../../../../domain/group/group-input';
import { SHARE_TYPE_SHORT_LABELS, type ShareType } from '../../../../../domain/share/share-types';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { shareHeading } from '../../../lib/share-view';
import { createGroup, getAllMyShares } from '../api/groups.api';
import { SubmitOrCancel } from '../../../components/form/submit-or-cancel';

/** The listing types a group is made of: a share purchase, a partnership, a club. */
const GROUP_TYPES: readonly ShareType[] = ['PRIVATE_OWNER_SHARE_PURCHASE', 'PARTNERSHIP_REQUEST_TO_PURCHASE', 'FLIGHT_CLUB'];

const FIELDS = ['name', 'shareIds'];

/** A new group: its name and the user's own listings it flies (the server refuses one already in a group). */
export function CreateGroupForm({ onCreated, onCancel }: { onCreated: (group: GroupView) => void; onCancel: () => void }) {
  const headingId = useId();
  const shares = useApiResource('my shares for a group', (signal) => getAllMyShares(signal));
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), [ref]);

  const eligible = shares.status === 'ready' ? shares.data.filter((s) => GROUP_TYPES.includes(s.type)) : [];
  const labels = new Map(eligible.map((s) => [String(s.id), `${s.tailNumber ? `${s.tailNumber}: ` : ''}${s.title.trim() || shareHeading(s)} (${SHARE_TYPE_SHORT_LABELS[s.type]})`]));
  const body = () => ({ name: name.trim(), shareIds: chosen.map(Number) });
  const { busy, errors, submit } = useCheckedSubmit(() => readGroupInput(body()), async ({ value }) => onCreated(await createGroup(value)), FIELDS, reveal);

  return (
    <form ref={ref} className="group-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="account-subtitle">
        Create a group
      </h2>
      <TextField label="Name" value={name} onChange={setName} required errors={errors.fields.name} maxLength={120} placeholder="e.g. The Bonanza partnership" />
      {shares.status === 'loading' && <PageLoading label="Loading your listings…" />}
      {shares.status === 'failed' && <LoadFailed what="your listings" message={shares.error} onRetry={shares.retry} />}
      {shares.status === 'ready' &&
        (eligible.length === 0 ? (
          <p className="group-small">
            A group flies your own share purchase, partnership or flying club listings, and you have none. List one first from My Planes.
          </p>
        ) : (
          <CheckboxGroupField
            legend="Its aircraft (your share, partnership and club listings)"
            options={eligible.map((s) => String(s.id))}
            value={chosen}
            onChange={setChosen}
            labelOf={(id) => labels.get(id) ?? id}
            required
            errors={errors.fields.shareIds}
          />
        ))}
      <ErrorList errors={errors.general} />
      <SubmitOrCancel busy={busy} onCancel={onCancel} small={false}>
        Create the group
      </SubmitOrCancel>
    </form>
  );
}
