import { describe, expect, it } from 'vitest';
import { providerEmbedUrl } from './map-provider.ts';

describe('providerEmbedUrl', () => {
  const berlin = { lat: 52.52, lng: 13.405 };
  it('is null for the embedded map, which needs no provider', () => {
    expect(providerEmbedUrl({ provider: 'embedded' }, berlin, 6)).toBeNull();
  });

  it('builds the provider embed URL with the key and the centre', () => {
    expect(providerEmbedUrl({ provider: 'google', key: 'k&1' }, berlin, 6)).toBe('https://www.google.com/maps/embed/v1/view?key=k%261&center=52.52000,13.40500&zoom=6');
    expect(providerEmbedUrl({ provider: 'mapbox', key: 'pk.x' }, berlin, 6)).toBe('https://api.mapbox.com/styles/v1/mapbox/streets-v12.html?title=false&zoomwheel=false&access_token=pk.x#6/52.52000/13.40500');
  });
});
