import { STEP_COUNT, STEP_TITLES, type StepNumber } from './labels';

/** « Étape N/6 » and a bar filled in proportion (docs/product.md §2: the true count, six steps). */
export function ProgressBar({ step }: { step: StepNumber }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-brand-800">
        Étape {step}/{STEP_COUNT}
        <span className="text-slate-600"> · {STEP_TITLES[step - 1]}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Progression du contrat"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Étape ${step} sur ${STEP_COUNT}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${(step / STEP_COUNT) * 100}%` }}
        />
      </div>
    </div>
  );
}
