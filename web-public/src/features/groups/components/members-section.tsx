import { useEffect, useId, useState } from 'react';
import type { GroupMemberView, GroupView } from '../../../../../domain/group/group-view';
import { readLeaveInput, readMemberChangeInput, readMemberInput } from '../../../../../domain/group/group-input';
import { dateText } from '../../../../../domain/maintenance/calendar-date';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import { StatusNote } from '../../../components/status-note/status-note';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { typedNumber } from '../../../lib/typed-amounts';
import { addMember, changeMember, markLeaving, type MemberBody } from '../api/groups.api';
import { monthText } from '../../../../../domain/group/month';
import { groupOf, nextStatementMonth, ROLE_WORDS, shareWords } from '../utils/group-words';
import type { SectionProps } from '../utils/section-props';
import { SubmitOrCancel } from '../../../components/form/submit-or-cancel';

/** Who is in the group, their role, share and dates; the owner or treasurer adds a member or marks one as leaving. */
export function MembersSection({ view, today, refresh }: SectionProps) {
  const [adding, setAdding] = useState(false);
  const [note, setNote] = useState('');
  const current = view.members.filter((m) => m.until === null || m.until >= today);
  const past = view.members.filter((m) => m.until !== null && m.until < today);
  const manager = view.you.manager;
  const after = (text: string) => setNote(text);
  return (
    <section id="group-members" className="group-section" aria-labelledby="group-members-heading">
      <h2 id="group-members-heading" className="account-subtitle">
        Members
      </h2>
      <ul className="group-cards" aria-label="Members">
        {current.map((m) => (
          <MemberCard key={m.userId} member={m} view={view} today={today} manager={manager} onLeft={after} refresh={refresh} />
        ))}
      </ul>
      {past.length > 0 && (
        <details className="group-details">
          <summary>Former members ({past.length})</summary>
          <ul className="group-cards" aria-label="Former members">
            {past.map((m) => (
              <MemberCard key={m.userId} member={m} view={view} today={today} manager={false} onLeft={after} refresh={refresh} />
            ))}
          </ul>
        </details>
      )}
      <StatusNote text={note} />
      {manager &&
        (adding ? (
          <AddMemberForm
            view={view}
            refresh={refresh}
            today={today}
            onCancel={() => setAdding(false)}
            onAdded={(name) => {
              setAdding(false);
              after(`${name} is a member now. Set or check the cost rules below: the next statement charges him from his first day.`);
            }}
          />
        ) : (
          <div className="share-action-row">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => {
                setNote('');
                setAdding(true);
              }}
            >
              Add a member
            </button>
          </div>
        ))}
    </section>
  );
}

function MemberCard({ member, view, today, manager, onLeft, refresh }: {
  member: GroupMemberView;
  view: GroupView;
  today: string;
  manager: boolean;
  onLeft: (text: string) => void;
  refresh: SectionProps['refresh'];
}) {
  // The one form open on the card, if any.
  const [open, setOpen] = useState<'change' | 'leave' | null>(null);
  const you = member.userId === view.you.userId;
  const current = manager && member.until === null;
  // The owner's role never changes (his share may); nobody takes the owner off.
  const mayChange = current && (member.role !== 'owner' || view.kind === 'partnership');
  const mayLeave = current && member.role !== 'owner';
  return (
    <li className="group-card">
      <p className="group-card-title">
        {member.name}
        {you && <span className="group-small"> (you)</span>}
      </p>
      <p className="group-small">
        {ROLE_WORDS[member.role]}
        {view.kind === 'partnership' && <> · {shareWords(member.sharePercent)}</>}
      </p>
      <p className="group-small">
        Since {dateText(member.since)}
        {member.until && <>, until {dateText(member.until)}</>}
      </p>
      {open === 'change' ? (
        <ChangeMemberForm
          view={view}
          member={member}
          today={today}
          refresh={refresh}
          onCancel={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            onLeft(text);
          }}
        />
      ) : open === 'leave' ? (
        <LeaveForm
          view={view}
          refresh={refresh}
          member={member}
          today={today}
          onCancel={() => setOpen(null)}
          onDone={(until) => {
            setOpen(null);
            onLeft(`${member.name} leaves the group after ${dateText(until)}. His statements and payments stay; his share is free from the next day.`);
          }}
        />
      ) : (
        (mayChange || mayLeave) && (
          <div className="share-action-row">
            {mayChange && (
              <button type="button" className="button button-secondary button-small" onClick={() => setOpen('change')}>
                {member.role === 'owner' ? 'Change share' : view.kind === 'partnership' ? 'Change share or role' : 'Change role'}
                <span className="visually-hidden"> ({member.name})</span>
              </button>
            )}
            {mayLeave && (
              <button type="button" className="button button-secondary button-small" onClick={() => setOpen('leave')}>
                Mark as leaving<span className="visually-hidden"> ({member.name})</span>
              </button>
            )}
          </div>
        )
      )}
    </li>
  );
}

const MEMBER_FIELDS = ['userId', 'email', 'role', 'sharePercent', 'since'];

function AddMemberForm({ view, today, refresh, onAdded, onCancel }: {
  view: GroupView;
  refresh: SectionProps['refresh'];
  today: string;
  onAdded: (name: string) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<'member' | 'treasurer'>('member');
  const [share, setShare] = useState('');
  const [since, setSince] = useState(today);
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), [ref]);
  const partnership = view.kind === 'partnership';
  const free = partnership ? 100 - view.members.filter((m) => m.until === null || m.until >= since).reduce((sum, m) => sum + (m.sharePercent ?? 0), 0) : null;

  // His email, or the number of his account: an @ says which.
  const who = (): Pick<MemberBody, 'userId' | 'email'> => (userId.includes('@') ? { email: userId.trim() } : { userId: typedNumber(userId) });
  const body = (): MemberBody => ({ ...who(), role, sharePercent: partnership ? typedNumber(share) : null, since });
  const { busy, errors, submit } = useCheckedSubmit(
    () => readMemberInput(body(), groupOf(view), today),
    async ({ value }) => {
      const sent = body();
      await addMember(view.id, sent);
      const before = new Set(view.members.filter((m) => m.until === null).map((m) => m.userId));
      const next = await refresh();
      const added = next?.members.find((m) => (value.userId !== null ? m.userId === value.userId : !before.has(m.userId) && m.until === null));
      onAdded(added?.name ?? (value.email ?? `Member number ${value.userId}`));
    },
    MEMBER_FIELDS,
    reveal,
  );
  const f = errors.fields;
  return (
    <form ref={ref} className="group-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>Add a member</h3>
      <TextField
        label="Member's email or user number"
        autoComplete="off"
        value={userId}
        onChange={setUserId}
        required
        errors={[...(f.email ?? []), ...(f.userId ?? [])]}
        hint="The email he signed up to Wingshare with, or the number of his account (in the address of his profile)."
      />
      <SelectField label="Role" value={role} onChange={(v) => setRole(v as 'member' | 'treasurer')} errors={f.role}>
        <option value="member">Member</option>
        <option value="treasurer">Treasurer: issues statements and records expenses</option>
      </SelectField>
      {partnership && (
        <TextField
          label="Share (%)"
          inputMode="decimal"
          value={share}
          onChange={setShare}
          errors={f.sharePercent}
          hint={free !== null ? `Like 25 or 33.33. ${Math.max(0, Math.round(free * 100) / 100)} % is not held by a member on that day.` : undefined}
        />
      )}
      <TextField label="Member from" type="date" value={since} onChange={setSince} min={view.createdOn} required errors={f.since} />
      <ErrorList errors={errors.general} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Add the member
      </SubmitOrCancel>
    </form>
  );
}

/** The owner or treasurer changes a member's role or share; it applies from the next statement issued. */
function ChangeMemberForm({ view, member, today, refresh, onDone, onCancel }: {
  view: GroupView;
  member: GroupMemberView;
  today: string;
  refresh: SectionProps['refresh'];
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const partnership = view.kind === 'partnership';
  const owner = member.role === 'owner';
  const [role, setRole] = useState<'member' | 'treasurer' | 'owner'>(member.role);
  const [share, setShare] = useState(member.sharePercent === null ? '' : String(member.sharePercent));
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLInputElement | HTMLSelectElement>('input, select')?.focus(), [ref]);
  const body = () => ({ ...(owner ? {} : { role }), ...(partnership ? { sharePercent: share.trim() ? typedNumber(share) : null } : {}) });
  const domainGroup = groupOf(view);
  const from = monthText(nextStatementMonth(view));
  const { busy, errors, submit } = useCheckedSubmit(
    () => readMemberChangeInput(body(), domainGroup, domainGroup.members.find((m) => m.userId === member.userId)!, today),
    async () => {
      await changeMember(view.id, member.userId, body());
      const next = await refresh();
      const now = next?.members.find((m) => m.userId === member.userId);
      const what = [
        !owner && now && now.role !== member.role ? `${ROLE_WORDS[now.role].toLowerCase()} now` : null,
        partnership && now && now.sharePercent !== member.sharePercent ? `his share is ${shareWords(now.sharePercent)}` : null,
      ].filter(Boolean);
      onDone(what.length ? `${member.name}: ${what.join(', ')}, from the ${from} statement on. Issued statements stay as they are.` : `Nothing changed for ${member.name}.`);
    },
    ['role', 'sharePercent', 'userId'],
    reveal,
  );
  const f = errors.fields;
  return (
    <form ref={ref} className="group-form group-form-inline" onSubmit={(e) => void submit(e)} noValidate aria-label={`Change ${member.name}'s ${owner ? 'share' : partnership ? 'share or role' : 'role'}`}>
      {!owner && (
        <SelectField label="Role" value={role} onChange={(v) => setRole(v as 'member' | 'treasurer')} errors={f.role}>
          <option value="member">Member</option>
          <option value="treasurer">Treasurer: issues statements and records expenses</option>
        </SelectField>
      )}
      {partnership && (
        <TextField label="Share (%)" inputMode="decimal" value={share} onChange={setShare} errors={f.sharePercent} hint={`Like 25 or 33.33; empty for no share. From the ${from} statement on.`} />
      )}
      <ErrorList errors={[...(owner ? (f.role ?? []) : []), ...(f.userId ?? []), ...errors.general]} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Save<span className="visually-hidden"> {member.name}&apos;s change</span>
      </SubmitOrCancel>
    </form>
  );
}

function LeaveForm({ view, member, today, refresh, onDone, onCancel }: {
  view: GroupView;
  refresh: SectionProps['refresh'];
  member: GroupMemberView;
  today: string;
  onDone: (until: string) => void;
  onCancel: () => void;
}) {
  const [until, setUntil] = useState(today);
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), [ref]);
  const domainMember = groupOf(view).members.find((m) => m.userId === member.userId)!;
  const { busy, errors, submit } = useCheckedSubmit(
    () => readLeaveInput({ until }, domainMember),
    async () => {
      await markLeaving(view.id, member.userId, until);
      await refresh();
      onDone(until);
    },
    ['until'],
    reveal,
  );
  return (
    <form ref={ref} className="group-form group-form-inline" onSubmit={(e) => void submit(e)} noValidate aria-label={`${member.name} leaves`}>
      <TextField label="Last day as a member" type="date" value={until} onChange={setUntil} min={member.since} required errors={errors.fields.until} />
      <ErrorList errors={errors.general} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Confirm<span className="visually-hidden"> that {member.name} leaves</span>
      </SubmitOrCancel>
    </form>
  );
}
