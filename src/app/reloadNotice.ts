/**
 * What a prerendered page shows when its code could not be downloaded (a deploy removed the old
 * files, the network dropped): the page stays readable and its links still load whole pages, but
 * its forms and menus wait for code that will not come, so a notice offers the reload that fixes it.
 */
export function showReloadNotice() {
  const notice = document.createElement('div');
  notice.className = 'reload-notice';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'This page could not finish loading.';
  const reload = document.createElement('button');
  Object.assign(reload, { type: 'button', className: 'button button-primary' });
  reload.textContent = 'Reload page';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.append(notice);
  document.documentElement.dataset.app = 'unavailable';
}
