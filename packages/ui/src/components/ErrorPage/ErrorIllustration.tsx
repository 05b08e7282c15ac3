import { vars } from '../../theme/tokens';

export type ErrorCode = 403 | 404 | 500;

// Painted with theme variables (style, not presentation attributes: SVG attributes do not resolve
// var()), so the illustration follows the theme and the accent colour.
const c = vars.color;
const fill = (value: string) => ({ fill: value });
// Outline only; spread after `fill(...)` to outline a filled shape (it sets no fill of its own).
const stroke = (value: string, width = 3) => ({
  stroke: value,
  strokeWidth: width,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
});
/** A card of the scene: the surface colour, outlined in `border`. */
const card = (border: string) => ({ ...fill(c.surface), ...stroke(border, 2) });

function Glyph({ code }: { code: ErrorCode }) {
  if (code === 403) {
    // A padlock on a shield.
    return (
      <g>
        <path
          d="M170 92 L214 108 V142 C214 170 196 188 170 198 C144 188 126 170 126 142 V108 Z"
          style={{ ...fill(c.accentLight), ...stroke(c.accent) }}
        />
        <rect x="152" y="136" width="36" height="30" rx="5" style={fill(c.accent)} />
        <path d="M160 136 V126 A10 10 0 0 1 180 126 V136" style={{ ...fill('none'), ...stroke(c.accent) }} />
        <circle cx="170" cy="150" r="4" style={fill(c.onAccent)} />
      </g>
    );
  }
  if (code === 500) {
    // A server rack with a lightning crack.
    return (
      <g>
        {[100, 132, 164].map((y) => (
          <g key={y}>
            <rect x="122" y={y} width="96" height="26" rx="5" style={card(c.borderStrong)} />
            <circle cx="138" cy={y + 13} r="4" style={fill(y === 132 ? c.danger : c.success)} />
            <rect x="150" y={y + 10} width="40" height="6" rx="3" style={fill(c.border)} />
          </g>
        ))}
        <path d="M196 86 L182 122 H198 L184 160" style={{ ...fill('none'), ...stroke(c.warning, 4) }} />
      </g>
    );
  }
  // 404: a magnifier over an empty page.
  return (
    <g>
      <rect x="120" y="92" width="80" height="100" rx="6" style={card(c.borderStrong)} />
      <rect x="134" y="110" width="44" height="6" rx="3" style={fill(c.border)} />
      <rect x="134" y="124" width="52" height="6" rx="3" style={fill(c.border)} />
      <rect x="134" y="138" width="30" height="6" rx="3" style={fill(c.border)} />
      <circle cx="196" cy="150" r="26" style={{ ...fill(c.accentLight), ...stroke(c.accent, 5) }} />
      <path d="M215 169 L236 190" style={{ ...fill('none'), ...stroke(c.accent, 8) }} />
      <path
        d="M189 142 A8 8 0 1 1 198 150 Q196 152 196 157"
        style={{ ...fill('none'), ...stroke(c.accent, 3) }}
      />
      <circle cx="196" cy="164" r="2.5" style={fill(c.accent)} />
    </g>
  );
}

/** A decorative scene: soft backdrop, a browser window, and the glyph of the error. */
export function ErrorIllustration({ code }: { code: ErrorCode }) {
  return (
    <>
      <ellipse cx="170" cy="236" rx="130" ry="10" style={fill(c.border)} />
      <circle cx="170" cy="130" r="110" style={fill(c.accentLight)} />
      <circle cx="62" cy="58" r="8" style={fill(c.accentLight)} />
      <circle cx="292" cy="84" r="12" style={fill(c.accentLight)} />
      <circle cx="290" cy="200" r="5" style={fill(c.accent)} />
      <rect x="70" y="56" width="200" height="160" rx="10" style={card(c.border)} />
      <path d="M70 66 A10 10 0 0 1 80 56 H260 A10 10 0 0 1 270 66 V80 H70 Z" style={fill(c.surfaceMuted)} />
      <circle cx="86" cy="68" r="4" style={fill(c.danger)} />
      <circle cx="100" cy="68" r="4" style={fill(c.warning)} />
      <circle cx="114" cy="68" r="4" style={fill(c.success)} />
      <Glyph code={code} />
    </>
  );
}
