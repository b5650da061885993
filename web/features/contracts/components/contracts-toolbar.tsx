import {
  CONTRACT_SORTS,
  CONTRACT_SORT_LABELS,
  CONTRACT_STATES,
  CONTRACT_STATE_LABELS,
  type ContractListQuery,
  type ContractSort,
  type ContractState,
} from '@core/rules/contract-list';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';

type ToolbarProps = {
  query: ContractListQuery;
  onChange: (query: ContractListQuery) => void;
  /** The clients the filter offers (core/rules/contract-list.ts listedClients). */
  clients: readonly string[];
  /** How many contracts the query keeps, and of how many, said to screen readers too. */
  shown: number;
  total: number;
};

const STATE_OPTIONS = [
  { value: 'all', label: 'Tous les états' },
  ...CONTRACT_STATES.map((state) => ({ value: state, label: CONTRACT_STATE_LABELS[state] })),
];
const SORT_OPTIONS = CONTRACT_SORTS.map((sort) => ({
  value: sort,
  label: CONTRACT_SORT_LABELS[sort],
}));

const isState = (value: string): value is ContractState | 'all' =>
  value === 'all' || (CONTRACT_STATES as readonly string[]).includes(value);
const isSort = (value: string): value is ContractSort =>
  (CONTRACT_SORTS as readonly string[]).includes(value);

/** Search, filters (state, client) and sort of « Mes Contrats », with the count they leave. */
export function ContractsToolbar({ query, onChange, clients, shown, total }: ToolbarProps) {
  return (
    <div role="search" aria-label="Rechercher dans mes contrats" className="flex flex-col gap-2">
      {/* Two columns on a phone too: four fields stacked pushed the first contract below the
          fold at 375 px. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end">
        <div className="col-span-2 lg:col-span-1">
          <TextField
            label="Rechercher"
            type="search"
            value={query.search}
            placeholder="Titre ou client"
            autoComplete="off"
            onChange={(event) => onChange({ ...query, search: event.target.value })}
          />
        </div>
        <SelectField
          label="État"
          value={query.state}
          options={STATE_OPTIONS}
          onChange={(event) => {
            const value = event.target.value;
            if (isState(value)) onChange({ ...query, state: value });
          }}
        />
        <SelectField
          label="Client"
          value={query.client}
          options={[
            { value: 'all', label: 'Tous les clients' },
            ...clients.map((c) => ({ value: c, label: c })),
          ]}
          onChange={(event) => onChange({ ...query, client: event.target.value })}
        />
        <div className="col-span-2 lg:col-span-1">
          <SelectField
            label="Trier par"
            value={query.sort}
            options={SORT_OPTIONS}
            onChange={(event) => {
              const value = event.target.value;
              if (isSort(value)) onChange({ ...query, sort: value });
            }}
          />
        </div>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {shown === total
          ? `${total} contrat${total > 1 ? 's' : ''}`
          : `${shown} contrat${shown > 1 ? 's' : ''} sur ${total}`}
      </p>
    </div>
  );
}
