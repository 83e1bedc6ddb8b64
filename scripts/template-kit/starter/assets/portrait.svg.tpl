<!-- A sample portrait for __NAME__'s about section: the designer replaces it with their own photo. -->
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <rect width="800" height="1000" fill="#e0ddd6"/>
  <circle cx="400" cy="400" r="150" fill="#c7c2b8"/>
  <path d="M150 1000c0-180 112-300 250-300s250 120 250 300z" fill="#c7c2b8"/>
</svg>
