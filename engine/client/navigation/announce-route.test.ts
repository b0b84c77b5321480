// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { announceRoute, routeAnnouncement } from './announce-route.ts';

let wrapper: HTMLElement;
let announcer: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="page-wrapper" tabindex="-1"></div><div id="route-announcer" aria-live="assertive"></div>';
  wrapper = document.getElementById('page-wrapper') as HTMLElement;
  announcer = document.getElementById('route-announcer') as HTMLElement;
});

describe('routeAnnouncement', () => {
  it('#54 names the page by its first h1', () => {
    wrapper.innerHTML = '<h2>Sub</h2><h1> Road bikes </h1><h1>Second</h1>';
    expect(routeAnnouncement({ wrapper, title: 'Doc title', pathname: '/road/' })).toBe('Navigated to Road bikes');
  });

  it('#54 falls back to the document title, then to the pathname', () => {
    expect(routeAnnouncement({ wrapper, title: 'Doc title', pathname: '/road/' })).toBe('Navigated to Doc title');
    expect(routeAnnouncement({ wrapper, title: '', pathname: '/road/' })).toBe('Navigated to new page at /road/');
    expect(routeAnnouncement({ wrapper: null, title: ' ', pathname: '/x/' })).toBe('Navigated to new page at /x/');
  });

  it('#54 uses a translated template', () => {
    wrapper.innerHTML = '<h1>Räder</h1>';
    expect(routeAnnouncement({ wrapper, title: '', pathname: '/', template: 'Navigiert zu {title}' })).toBe('Navigiert zu Räder');
  });
});

describe('announceRoute', () => {
  it('#55 the initial load announces nothing', () => {
    wrapper.innerHTML = '<h1>Home</h1>';
    expect(announceRoute({ announcer, wrapper, title: 'Home', pathname: '/', isInitialLoad: true })).toBeNull();
    expect(announcer.textContent).toBe('');
  });

  it('#54 a route change writes the announcement into the live region, once per change', () => {
    wrapper.innerHTML = '<h1>Bikes</h1>';
    expect(announceRoute({ announcer, wrapper, title: '', pathname: '/bikes/', isInitialLoad: false })).toBe('Navigated to Bikes');
    expect(announcer.textContent).toBe('Navigated to Bikes');
    expect(announceRoute({ announcer, wrapper, title: '', pathname: '/bikes/', isInitialLoad: false })).toBeNull();
  });
});
