import type { FieldErrors } from '../../../../../domain/field-errors';
import { FLIES, isPartnerListingType, MISSIONS, type Flies, type Mission } from '../../../../../domain/partner/partner-profile';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { ChoiceField, ScaleField } from '../../../components/form/scale-field';
import { TextField } from '../../../components/form/text-field';
import { FLIES_LABELS, MAINTENANCE_LABELS, MISSION_LABELS, UPGRADE_LABELS } from '../../../lib/partner-labels';
import { emptyGroupProfileForm, type GroupProfileForm } from '../utils/group-profile-form';
import type { ShareFormValues } from '../utils/share-form-values';

interface GroupPartnerFieldsProps {
  values: ShareFormValues;
  onChange: (patch: Partial<ShareFormValues>) => void;
  /** The messages of a refused submit, by payload name (`partnerProfile.buyInCents`). */
  errors?: FieldErrors;
}

/**
 * The group's side of a share-purchase, partnership or club listing (issue 41), for the partner match:
 * optional, shared by the wizard's general step and the edit form. Other types show nothing.
 */
export function GroupPartnerFields({ values, onChange, errors = {} }: GroupPartnerFieldsProps) {
  if (!isPartnerListingType(values.type)) return null;
  const g = values.partnerProfile ?? emptyGroupProfileForm();
  const set = (patch: Partial<GroupProfileForm>) => onChange({ partnerProfile: { ...g, ...patch } });
  const e = (key: string) => errors[`partnerProfile.${key}`];
  const club = values.type === 'FLIGHT_CLUB';
  return (
    <fieldset className="field share-fieldset group-partner-fields" aria-label="Partner matching">
      <legend>Partner matching (optional)</legend>
      <CheckboxField
        label={club ? 'Match us with pilots looking for a club' : 'Match us with pilots looking for a partnership'}
        checked={g.given}
        onChange={(given) => set({ given })}
        hint="Say what joining costs and how the group flies: pilots whose partner profile fits see this listing first, with the reasons."
        errors={errors.partnerProfile}
      />
      {g.given && (
        <>
          <div className="form-row">
            <TextField
              label={club ? 'Initiation fee ($)' : values.type === 'PRIVATE_OWNER_SHARE_PURCHASE' ? 'Buy-in: the price of the share ($)' : 'Buy-in per partner ($)'}
              value={g.buyIn}
              onChange={(buyIn) => set({ buyIn })}
              inputMode="decimal"
              placeholder="45,000"
              errors={e('buyInCents')}
            />
            <TextField
              label="Fixed cost per partner a month ($)"
              value={g.monthlyFixed}
              onChange={(monthlyFixed) => set({ monthlyFixed })}
              inputMode="decimal"
              placeholder="450"
              hint="Hangar, insurance, annual and loan, before any flying."
              errors={e('monthlyFixedCents')}
            />
          </div>
          <div className="form-row">
            <TextField
              label="Cost per hour flown ($)"
              value={g.hourlyRate}
              onChange={(hourlyRate) => set({ hourlyRate })}
              inputMode="decimal"
              placeholder="140"
              hint="Reserves included."
              errors={e('hourlyRateCents')}
            />
            <CheckboxField label="Wet (fuel included)" checked={g.wet} onChange={(wet) => set({ wet })} errors={e('wet')} />
          </div>
          <div className="form-row">
            <TextField
              label="Hours the group flies a year"
              value={g.groupHoursPerYear}
              onChange={(groupHoursPerYear) => set({ groupHoursPerYear })}
              inputMode="numeric"
              placeholder="150"
              errors={e('groupHoursPerYear')}
            />
            <TextField
              label={club ? 'Members today' : 'Partners today'}
              value={g.partners}
              onChange={(partners) => set({ partners })}
              inputMode="numeric"
              hint={club ? undefined : '0 for a partnership still to form.'}
              errors={e('partners')}
            />
            <TextField
              label={club ? 'New members wanted' : 'New partners wanted'}
              value={g.partnersWanted}
              onChange={(partnersWanted) => set({ partnersWanted })}
              inputMode="numeric"
              errors={e('partnersWanted')}
            />
          </div>
          <CheckboxGroupField
            legend="What the group flies it for"
            options={MISSIONS}
            labelOf={(m) => MISSION_LABELS[m as Mission]}
            value={g.missions}
            onChange={(missions) => set({ missions: missions as Mission[] })}
            errors={e('missions')}
          />
          <ScaleField legend="Upgrade appetite" labels={UPGRADE_LABELS} value={g.upgradeAppetite} onChange={(upgradeAppetite) => set({ upgradeAppetite })} errors={e('upgradeAppetite')} />
          <ScaleField
            legend="Maintenance philosophy"
            labels={MAINTENANCE_LABELS}
            value={g.maintenanceCare}
            onChange={(maintenanceCare) => set({ maintenanceCare })}
            errors={e('maintenanceCare')}
          />
          <ChoiceField<Flies> legend="The group mostly flies on" value={g.flies} options={FLIES} labels={FLIES_LABELS} onChange={(flies) => set({ flies })} errors={e('flies')} />
        </>
      )}
    </fieldset>
  );
}
