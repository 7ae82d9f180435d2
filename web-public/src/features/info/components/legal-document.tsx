import type { LegalSection } from '../content/terms.content';

const anchor = (i: number) => `section-${i + 1}`;

/** A numbered legal text with a table of contents linking to each section. */
export function LegalDocument({ sections, label }: { sections: LegalSection[]; label: string }) {
  return (
    <>
      <nav className="panel legal-toc" aria-label={`${label}: contents`}>
        <h2>Contents</h2>
        <ol>
          {sections.map((s, i) => (
            <li key={s.title}>
              <a href={`#${anchor(i)}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="legal-sections prose">
        {sections.map((s, i) => (
          <li key={s.title} id={anchor(i)}>
            <h2>
              <span className="legal-number">{i + 1}.</span> {s.title}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 48)}>{p}</p>
            ))}
            {s.list && (
              <ul>
                {s.list.map((item) => (
                  <li key={item.slice(0, 48)}>{item}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
