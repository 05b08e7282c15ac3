// app/page.tsx (a server component)
import { Button } from '@blade-console/ui';

export default function Page() {
  return (
    <main>
      <h1>Parcels</h1>
      <Button variant="primary">Print labels</Button>
    </main>
  );
}
