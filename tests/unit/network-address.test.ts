import { describe, expect, it } from 'vitest';
import { isPublicAddress, isPublicHost } from '../../model/network-address';
import { imageUrlProblem, IMAGE_URL_MESSAGE, PRIVATE_IMAGE_URL_MESSAGE } from '../../model/rules';

describe('which addresses are on the public internet', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::6810:85e5',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.7',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    'not an address',
    '1.2.3',
    '1.2.3.256',
  ])('%s is not', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['cdn.example.com', 'images.unsplash.com', '8.8.8.8', '[2606:4700::6810:85e5]'])(
    'host %s is public',
    (host) => expect(isPublicHost(host)).toBe(true),
  );
  it.each([
    'localhost',
    'localhost.',
    'app.localhost',
    'printer.local',
    'metadata.google.internal',
    'intranet',
    '127.0.0.1',
    '[::1]',
    '[fd00::1]',
  ])('host %s is not', (host) => expect(isPublicHost(host)).toBe(false));
});

describe('image addresses on a private network', () => {
  // Every way a browser would read as a local machine: the URL parser's own forms included.
  it.each([
    'https://127.0.0.1:8443/x.png',
    'http://127.1/x.png',
    'https://2130706433/x.png',
    'https://0x7f.0.0.1/x.png',
    'https://0/x.png',
    'https://127.0.0.1./x.png',
    'https://localhost/x.png',
    'https://LOCALHOST:3000/x.png',
    'https://studio.localhost/x.png',
    'https://nas.local/x.png',
    'https://intranet/x.png',
    'https://10.0.0.5/x.png',
    'https://192.168.1.1/x.png',
    'http://169.254.169.254/latest/meta-data/',
    'https://[::1]/x.png',
    'https://[::ffff:127.0.0.1]/x.png',
    'https://[fd00::1]/x.png',
    'https://[fe80::1]/x.png',
    'https://user@127.0.0.1/x.png',
  ])('refuses %s, saying why', (url) =>
    expect(imageUrlProblem(url)).toBe(PRIVATE_IMAGE_URL_MESSAGE),
  );

  it.each(['https://cdn.example.com/a.jpg', 'http://x.io/b.png', '/uploads/ab/cd.webp', ''])(
    'still accepts %s',
    (url) => expect(imageUrlProblem(url)).toBeUndefined(),
  );

  it('keeps the spec message for an address that is no URL at all', () => {
    expect(imageUrlProblem('https://exa mple.com/x.png')).toBe(IMAGE_URL_MESSAGE);
    expect(imageUrlProblem('//127.0.0.1/x.png')).toBe(IMAGE_URL_MESSAGE);
  });
});
