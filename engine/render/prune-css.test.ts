import { describe, expect, it } from 'vitest';
import { classNamesInHtml, createCssPruner } from './prune-css.ts';

const used = (css: string, ...classes: string[]): string => createCssPruner(css).forClasses(new Set(classes));

describe('createCssPruner', () => {
  it('keeps the rules whose classes the page has, in the order of the sheet', () => {
    const css = '.a{color:red}.b{color:blue}.a .c{margin:0}.c.a{padding:0}.d{top:0}';
    expect(used(css, 'a', 'c')).toBe('.a{color:red}.a .c{margin:0}.c.a{padding:0}');
  });

  it('keeps a rule when one selector of its list matches', () => {
    expect(used('.a,.b>.c{color:red}.d,.e{color:blue}', 'b', 'c')).toBe('.a,.b>.c{color:red}');
  });

  it('always keeps rules without classes, at-rules that are not conditions, and what it cannot read', () => {
    const css = 'html{margin:0}a:hover{color:red}*{box-sizing:border-box}@font-face{font-family:X;src:url(x.woff2)}@keyframes k{0%{opacity:0}to{opacity:1}}@import url(y.css);.\\31 a{top:0}.gone{top:1px}';
    expect(used(css)).toBe('html{margin:0}a:hover{color:red}*{box-sizing:border-box}@font-face{font-family:X;src:url(x.woff2)}@keyframes k{0%{opacity:0}to{opacity:1}}@import url(y.css);.\\31 a{top:0}');
  });

  it('does not require the classes inside :not(), :is() or brackets', () => {
    const css = '.a:not(.b){color:red}:is(.c,.d) .e{color:blue}[data-x=".f"]{top:0}.g:has(.h){left:0}';
    expect(used(css, 'a', 'e')).toBe('.a:not(.b){color:red}:is(.c,.d) .e{color:blue}[data-x=".f"]{top:0}');
  });

  it('prunes inside @media and @supports and drops a group left empty', () => {
    const css = '@media (width>=768px){.a{color:red}.b{color:blue}}@supports (display:grid){.c{display:grid}}@media print{html{color:#000}}';
    expect(used(css, 'a')).toBe('@media (width>=768px){.a{color:red}}@media print{html{color:#000}}');
  });

  it('reads braces and commas inside strings and comments as text', () => {
    const css = '.a::after{content:"}{,"}/*! licence */.b[title="x,.c{"]{color:red}';
    expect(used(css, 'b')).toBe('/*! licence */.b[title="x,.c{"]{color:red}');
    expect(used(css, 'a')).toBe('.a::after{content:"}{,"}/*! licence */');
  });

  it('gives the whole sheet back when every rule stays, and the same text for the same rules', () => {
    const css = '.a{color:red}.b{color:blue}';
    const pruner = createCssPruner(css);
    expect(pruner.forClasses(new Set(['a', 'b', 'z']))).toBe(css);
    expect(pruner.forClasses(new Set(['a']))).toBe(pruner.forClasses(new Set(['a', 'q'])));
  });
});

describe('classNamesInHtml', () => {
  it('collects every class of every element, multi-byte names included', () => {
    const html = Buffer.from('<div class="a  b"><p class="c">x class=&quot;no&quot;</p><span class="ä-1 a"></span><i class=""></i></div>');
    expect([...classNamesInHtml(html)].sort()).toEqual(['a', 'b', 'c', 'ä-1']);
  });
});
