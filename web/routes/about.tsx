// Placeholder until this page's issue lands: only its title, never a fake feature.
export function Component() {
  return <h1 className="text-2xl font-semibold">À propos</h1>;
}
