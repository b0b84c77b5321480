import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CONFIG, attributeDisplayKey, isHeightFilter, sortAttributeValues, sortSizes } from './attribute-config.ts';
import { chooseRequiredBattery, readBatteryChoice } from './battery-choice.ts';
import { isFeatureEnabled } from './feature-flags.ts';

const values = (...names: string[]) => names.map((name, position) => ({ name, position }));

describe('attribute configuration', () => {
  it('maps attribute codes to display keys per language, with the default mapping as fallback', () => {
    expect(attributeDisplayKey(ATTRIBUTE_CONFIG, 'attrFrameSize', 'de')).toBe('frameSize');
    expect(attributeDisplayKey(ATTRIBUTE_CONFIG, 'attrFrameSize', 'en')).toBe('size');
    expect(attributeDisplayKey(ATTRIBUTE_CONFIG, 'COLORCOM', 'fr')).toBe('colour');
    expect(attributeDisplayKey(ATTRIBUTE_CONFIG, 'UNKNOWN-CODE', 'fr')).toBe('UNKNOWN-CODE');
  });

  it('sorts sizes XS, S, M, L, XL, XXL', () => {
    expect(sortSizes(['XL', 'M', 'XXL', 'XS', 'L', 'S'], (s) => s)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sortSizes(['55 cm', '46 cm', '50 cm'], (s) => s)).toEqual(['46 cm', '50 cm', '55 cm']);
  });

  it('sorts configured attributes ascending by text (natural), others by position', () => {
    expect(sortAttributeValues(ATTRIBUTE_CONFIG, 'UB-BATCAP', values('750 Wh', '500 Wh', '625 Wh')).map((v) => v.name)).toEqual(['500 Wh', '625 Wh', '750 Wh']);
    expect(sortAttributeValues(ATTRIBUTE_CONFIG, 'attrMarketingColor', values('Schwarz', 'Petrol')).map((v) => v.name)).toEqual(['Schwarz', 'Petrol']);
    expect(sortAttributeValues(ATTRIBUTE_CONFIG, 'attrSize', values('L', 'S', 'M')).map((v) => v.name)).toEqual(['S', 'M', 'L']);
  });

  it('height filters use HEIGHT and HEIGHTS', () => {
    expect([isHeightFilter('HEIGHT'), isHeightFilter('HEIGHTS'), isHeightFilter('attrFrameSize')]).toEqual([true, true, false]);
  });
});

describe('battery choice', () => {
  it('reads required and optional battery from the URL query with spaces decoded', () => {
    expect(readBatteryChoice('?requiredBattery=Bosch+PowerTube+625&optionalBattery=Bosch%20PowerTube%20500')).toEqual({ requiredBattery: 'Bosch PowerTube 625', optionalBattery: 'Bosch PowerTube 500' });
    expect(readBatteryChoice('')).toEqual({ requiredBattery: null, optionalBattery: null });
  });

  it('chooses the required battery with the lowest position', () => {
    const batteries = [{ sku: 'B750', batteryPosition: 2 }, { sku: 'B625', batteryPosition: 1 }, { sku: 'B500', batteryPosition: 0 }];
    expect(chooseRequiredBattery(['B750', 'B625'], batteries)?.sku).toBe('B625');
    expect(chooseRequiredBattery(['B999'], batteries)).toBeNull();
  });
});

describe('feature flags', () => {
  it('a missing feature flag counts as disabled', () => {
    expect(isFeatureEnabled([], 'bidex', 'de')).toBe(false);
    expect(isFeatureEnabled([{ name: 'bidex', states: ['de', 'at'], configuration: [] }], 'bidex', 'DE')).toBe(true);
    expect(isFeatureEnabled([{ name: 'bidex', states: ['de'], configuration: [] }], 'bidex', 'fr')).toBe(false);
  });
});
