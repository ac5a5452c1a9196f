/** A page's heading and, under it, what the page is for: quiet, or as the page's `lede` in larger type. */
export function PageIntro({ title, intro, lede = false }: { title: string; intro: string; lede?: boolean }) {
  return (
    <header className="page-intro">
      <h1>{title}</h1>
      <p className={lede ? 'lede' : 'muted'}>{intro}</p>
    </header>
  );
}
