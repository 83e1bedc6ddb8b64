<!-- A placeholder for __NAME__'s gallery picture (1280×800): replace it with a screenshot of /template-preview/__ID__. -->
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
  <rect width="1280" height="800" fill="#f7f6f3"/>
  <rect x="64" y="56" width="1152" height="1" fill="#161616" opacity="0.15"/>
  <text x="64" y="40" font-family="Arial, sans-serif" font-size="18" fill="#161616">Sam Rivera</text>
  <text x="64" y="300" font-family="Georgia, serif" font-size="88" fill="#161616">__NAME__</text>
  <text x="64" y="370" font-family="Arial, sans-serif" font-size="28" fill="#5e5b56">A portfolio template</text>
  <rect x="64" y="460" width="560" height="280" rx="6" fill="#2f4cdd" opacity="0.85"/>
  <rect x="656" y="460" width="560" height="280" rx="6" fill="#e0ddd6"/>
</svg>
