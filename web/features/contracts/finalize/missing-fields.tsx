import { useId } from 'react';
import type { Readiness } from '@core/rules/readiness';
import { AUTEUR, AUTHOR_CIVILITIES, CONTRACT_TYPES, IMAGE, type ContractType, type Draft } from '@core/schemas/draft';
import { TextField } from '../../../components/ui/text-field';

export type Section = keyof Readiness['checks'];
type Props = { draft: Draft; sections: ReadonlySet<Section>; onChange: (draft: Draft) => void };

/** Only the parts of the wizard that step 6 found incomplete, editable in place. */
export function MissingFields({ draft, sections, onChange }: Props) {
  const set = (change: Partial<Draft>) => onChange({ ...draft, ...change } as Draft);
  const setAuthor = (change: Record<string, string>) =>
    onChange({ ...draft, auteur_info: { ...draft.auteur_info, ...change } } as Draft);
  const info = draft.auteur_info as Record<string, unknown>;
  const value = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : '');

  return (
    <div className="flex flex-col gap-5">
      {sections.has('contractType') && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-900">Type de contrat</legend>
          {CONTRACT_TYPES.map((type: ContractType) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.type_contrat.includes(type)}
                onChange={(event) =>
                  set({ type_contrat: event.target.checked ? [...draft.type_contrat, type] : draft.type_contrat.filter((t) => t !== type) })
                }
              />
              {type}
            </label>
          ))}
        </fieldset>
      )}
      {sections.has('authorInfo') && (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {draft.auteur_type === 'Personne morale' ? 'Société (auteur ou modèle)' : 'Auteur ou modèle'}
          </legend>
          {draft.auteur_type === 'Personne morale' ? (
            <>
              <TextField label="Dénomination" requiredMark value={value('nom')} maxLength={200} onChange={(e) => setAuthor({ nom: e.target.value })} />
              <TextField label="Forme juridique" requiredMark value={value('forme_juridique')} maxLength={80} onChange={(e) => setAuthor({ forme_juridique: e.target.value })} />
            </>
          ) : (
            <>
              <CivilitySelect value={value('gentille')} onChange={(gentille) => setAuthor({ gentille })} />
              <TextField label="Nom" requiredMark value={value('nom')} maxLength={120} onChange={(e) => setAuthor({ nom: e.target.value })} />
              <TextField label="Prénom" requiredMark value={value('prenom')} maxLength={120} onChange={(e) => setAuthor({ prenom: e.target.value })} />
            </>
          )}
        </fieldset>
      )}
      {sections.has('descriptions') && draft.type_contrat.includes(AUTEUR) && (
        <TextArea label="Description de l'œuvre" value={draft.description_oeuvre} onChange={(v) => set({ description_oeuvre: v })} />
      )}
      {sections.has('descriptions') && draft.type_contrat.includes(IMAGE) && (
        <TextArea label="Description de l'image" value={draft.description_image} onChange={(v) => set({ description_image: v })} />
      )}
      {sections.has('remuneration') && draft.type_cession === 'Onéreuse' && (
        <TextField label="Rémunération" requiredMark value={draft.remuneration} maxLength={200} hint="Par exemple : 1 500 € HT" onChange={(e) => set({ remuneration: e.target.value })} />
      )}
    </div>
  );
}

function CivilitySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Civilité<span className="text-slate-600"> (obligatoire)</span>
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm">
        <option value="">Choisir…</option>
        {AUTHOR_CIVILITIES.map((c) => <option key={c} value={c}>{c}</option>)}
      </select>
    </div>
  );
}

function TextArea({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}<span className="text-slate-600"> (obligatoire)</span>
      </label>
      <textarea id={id} value={value} maxLength={5000} rows={4} onChange={(e) => onChange(e.target.value)} className="rounded-md border border-slate-300 bg-white p-3 text-sm" />
    </div>
  );
}
