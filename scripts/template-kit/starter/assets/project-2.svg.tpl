<!-- A sample project picture for __NAME__'s work section: a phone screen on a warm grey. -->
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="#e0ddd6"/>
  <rect x="460" y="120" width="280" height="660" rx="36" fill="#161616"/>
  <rect x="484" y="170" width="232" height="560" rx="12" fill="#f7f6f3"/>
  <rect x="510" y="210" width="180" height="24" fill="#2f4cdd"/>
  <rect x="510" y="260" width="140" height="12" fill="#5e5b56"/>
  <rect x="510" y="290" width="160" height="12" fill="#5e5b56"/>
</svg>
