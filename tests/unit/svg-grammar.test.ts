import { describe, expect, it } from 'vitest';
import {
  scanLength,
  scanNumber,
  scanPathData,
  scanPoints,
  scanTransform,
  scanViewBox,
} from '@server/platform/common/svg-grammar';

describe('numbers (SVG number grammar)', () => {
  it.each(['0', '1', '-1', '+1', '1.5', '.5', '-.5', '1.', '1e5', '1E5', '1e-5', '1.5e+10', '007'])(
    'accepts %s',
    (value) => expect(scanNumber(value)).toBe(1),
  );
  it.each([
    '',
    '.',
    '-',
    '+-1',
    '1e',
    '1e+',
    'e5',
    '1..5',
    '1.5.5',
    ' 1',
    '1 ',
    '1\n',
    '0x10',
    'NaN',
    'Infinity',
    '１',
  ])('refuses %j', (value) => expect(scanNumber(value)).toBeNull());
  it('takes px on lengths only', () => {
    expect(scanLength('100')).toBe(1);
    expect(scanLength('100px')).toBe(1);
    expect(scanLength('100%')).toBeNull();
    expect(scanLength('100pxx')).toBeNull();
    expect(scanNumber('100px')).toBeNull();
  });
});

describe('path data (SVG 1.1 path data BNF)', () => {
  it.each([
    ['M 20.000,80.000 C 40.000,60.000 60.000,60.000 80.000,90.000', 8],
    ['M0 0L1 1', 4],
    ['  M0,0 l1,1 2,2 z  ', 6],
    ['M0 0z m1 1', 4],
    ['M1.5.5', 2],
    ['M1-2', 2],
    ['M-1-2-3-4', 4],
    ['M.5.5.5.5', 4],
    ['M1e2-1e-2', 2],
    ['M1E+2,+3', 2],
    ['M0 0H10V10h-5v-5', 6],
    ['M0 0C1 1 2 2 3 3 4 4 5 5 6 6', 14],
    ['M0 0S1 1 2 2Q3 3 4 4T5 5', 12],
    ['M0 0A25,25 -30 0,1 50,-25', 9],
    ['M0 0a1 1 0 0110 10', 9],
    ['M0 0a1 1 0 1 1 5 5 1 1 0 0 0 6 6', 16],
    ['M0 0\t\r\nL1 1', 4],
  ])('accepts %j (%i numbers)', (value, numbers) => expect(scanPathData(value)).toBe(numbers));

  it.each([
    '',
    '   ',
    'L0 0',
    '0 0',
    'M',
    'M0',
    'M0 0L',
    'M0 0L1',
    'M0 0,',
    'M0 0,L1 1',
    'M0,,0',
    'M0 0 L1 1x',
    'M0 0B1 1',
    'M0 0 url(x)',
    'M1e',
    'M0 0A-1 1 0 0 1 5 5',
    'M0 0A1 1 0 2 1 5 5',
    'M0 0A1 1 0 0 1 5',
    'M0 0Z1 1',
    'M0 0ſ1 1 2 2',
    `M${'1'.repeat(30)}x`,
    'M0 0&#76;1 1',
  ])('refuses %j', (value) => expect(scanPathData(value)).toBeNull());
});

describe('points', () => {
  it.each([
    ['0,0 10,10', 4],
    ['0 0 10 10', 4],
    [' 0,0,10,10 ', 4],
    ['1.5.5 1-2', 4],
    ['1e2-1e-2', 2],
    ['-1-2', 2],
    ['0\n0\t1\r1', 4],
  ])('accepts %j (%i numbers)', (value, numbers) => expect(scanPoints(value)).toBe(numbers));

  it.each([
    '',
    ' ',
    '1',
    '1 2 3',
    '1,2,',
    ',1,2',
    '1,,2',
    '1 2 x',
    '0,0 javascript:alert(1)',
    `${'1'.repeat(30)}x`,
  ])('refuses %j', (value) => expect(scanPoints(value)).toBeNull());
});

describe('viewBox and transform', () => {
  it('reads four numbers for a viewBox', () => {
    expect(scanViewBox('0 0 300 150')).toBe(4);
    expect(scanViewBox(' 0,0,300,150 ')).toBe(4);
    expect(scanViewBox('0 0 300')).toBeNull();
    expect(scanViewBox('0 0 10 10 javascript:alert(1)')).toBeNull();
    expect(scanViewBox('0,,0,10,10')).toBeNull();
  });

  it.each([
    ['translate(1)', 1],
    ['translate(1,2) scale(2)', 3],
    ['rotate(45 10 10),scale(1 -1)', 5],
    ['matrix(1 0 0 1 0 0)', 6],
    [' translate ( 1 , 2 ) ', 2],
    ['translate(1-2)scale(2)', 3],
  ])('accepts the transform %j', (value, numbers) => expect(scanTransform(value)).toBe(numbers));

  it.each([
    '',
    'url(#x)',
    'translate(1) javascript:alert(1)',
    'rotate(1) skewX(expression(alert(1)))',
    'rotate(1 2)',
    'matrix(1 2 3)',
    'translate()',
    'translate(1,)',
    'translate(1',
    'translate(1),',
    'translate(1),,scale(2)',
  ])('refuses the transform %j', (value) => expect(scanTransform(value)).toBeNull());
});

describe('work stays linear', () => {
  it('reads 256 KiB of hostile values in well under a second', () => {
    const digits = '1'.repeat(256 * 1024);
    const start = performance.now();
    expect(scanPoints(`${digits}x`)).toBeNull();
    expect(scanPathData(`M${digits}x`)).toBeNull();
    expect(scanPathData(`M0 0${' 1'.repeat(128 * 1024)}x`)).toBeNull();
    expect(scanTransform(`translate(${digits}x`)).toBeNull();
    expect(performance.now() - start).toBeLessThan(500);
  });
});
