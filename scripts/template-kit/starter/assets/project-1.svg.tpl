<!-- A sample project picture for __NAME__'s work section: shapes in the accent colour. -->
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="#2f4cdd"/>
  <circle cx="600" cy="450" r="260" fill="none" stroke="#f7f6f3" stroke-width="40"/>
  <rect x="340" y="430" width="520" height="40" fill="#f7f6f3"/>
</svg>
