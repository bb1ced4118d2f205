/** Decorative shelf of toys for the hero on wide screens; hidden from assistive tech. */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <rect x="10" y="214" width="300" height="12" rx="6" fill="#d9b99b" />
      {/* Bear */}
      <g transform="translate(40 110)">
        <circle cx="12" cy="10" r="14" fill="#c98b5e" />
        <circle cx="68" cy="10" r="14" fill="#c98b5e" />
        <circle cx="40" cy="40" r="38" fill="#d89a6a" />
        <ellipse cx="40" cy="52" rx="16" ry="12" fill="#f3d3b5" />
        <circle cx="27" cy="34" r="4" fill="#3b2a20" />
        <circle cx="53" cy="34" r="4" fill="#3b2a20" />
        <circle cx="40" cy="47" r="4" fill="#3b2a20" />
        <rect x="14" y="70" width="52" height="34" rx="16" fill="#d89a6a" />
      </g>
      {/* Robot */}
      <g transform="translate(140 70)">
        <line x1="30" y1="0" x2="30" y2="16" stroke="#6d7f8c" strokeWidth="4" />
        <circle cx="30" cy="0" r="6" fill="#e76f51" />
        <rect x="0" y="16" width="60" height="48" rx="12" fill="#9fb4c2" />
        <circle cx="18" cy="40" r="7" fill="#fffaf2" />
        <circle cx="42" cy="40" r="7" fill="#fffaf2" />
        <circle cx="18" cy="40" r="3" fill="#2b3a45" />
        <circle cx="42" cy="40" r="3" fill="#2b3a45" />
        <rect x="6" y="70" width="48" height="74" rx="10" fill="#86a0b0" />
        <rect x="18" y="86" width="24" height="16" rx="4" fill="#e9c46a" />
      </g>
      {/* Blind box */}
      <g transform="translate(222 134)">
        <rect x="0" y="0" width="72" height="80" rx="10" fill="#b4461b" />
        <rect x="0" y="0" width="72" height="18" rx="8" fill="#93370f" />
        <text x="36" y="58" textAnchor="middle" fontSize="30" fontWeight="700" fill="#fff7ed">
          ?
        </text>
      </g>
      {/* Sparkles */}
      <path d="M250 60l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#e9c46a" />
      <path d="M80 50l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#f4a261" />
    </svg>
  );
}
