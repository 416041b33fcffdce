/** Stands in for the vehicle's photo when there is none: a plain side view of a saloon, drawn inline. */
export function CarSilhouette({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 120" role="img" aria-label={label} width="100%" height="100%">
      <title>{label}</title>
      <ellipse cx="120" cy="98" rx="104" ry="6" fill="currentColor" opacity="0.12" />
      <path
        d="M20 78 Q18 66 30 62 L62 55 L90 33 Q97 28 108 28 L150 28 Q160 28 168 34 L192 54 L212 58 Q224 61 224 72 L224 82 Q224 86 219 86 L204 86 A20 20 0 0 0 164 86 L80 86 A20 20 0 0 0 40 86 L25 86 Q20 86 20 80 Z"
        fill="currentColor"
        opacity="0.55"
      />
      <path d="M96 38 Q100 35 108 35 L124 35 L124 55 L74 55 Z" fill="#fff" opacity="0.85" />
      <path d="M131 35 L150 35 Q157 35 162 39 L180 55 L131 55 Z" fill="#fff" opacity="0.85" />
      <circle cx="60" cy="86" r="15" fill="currentColor" />
      <circle cx="60" cy="86" r="6" fill="#fff" opacity="0.8" />
      <circle cx="184" cy="86" r="15" fill="currentColor" />
      <circle cx="184" cy="86" r="6" fill="#fff" opacity="0.8" />
    </svg>
  );
}
