import { hero } from '@/content/landing';

export function LandingPage() {
  return (
    <section id="home">
      <h1>{hero.headline}</h1>
      <p>{hero.lead}</p>
    </section>
  );
}
