/** The portal's small mark: a fair badge on its lanyard. Decorative; the link names it. */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="8" fill="#fff" />
      <path d="M11 3 16 10 21 3" fill="none" stroke="#0b4f6c" strokeWidth="2.5" />
      <rect x="8" y="10" width="16" height="19" rx="3" fill="#0b4f6c" />
      <rect x="11" y="14" width="10" height="2.5" rx="1.25" fill="#ffd166" />
      <rect x="11" y="19" width="10" height="2" rx="1" fill="#fff" />
      <rect x="11" y="23" width="7" height="2" rx="1" fill="#fff" />
    </svg>
  );
}
