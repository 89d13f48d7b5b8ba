import { HELLO_HTML, withoutScripts } from '../../../scripts/bench/control';

describe('the bench control page (issue 14 §3: the floor of the machine the bench runs on)', () => {
  const built = [
    '<!doctype html><html><head><title>Property address · Home Equity Release Application</title>',
    '<link rel="modulepreload" crossorigin href="/assets/a.js" /><link rel="icon" href="data:," />',
    '<style>.field{margin:0}</style>',
    '<script>\n(function (w) { var token = w.sessionStorage.getItem("auth-token"); })(window);\n</script>',
    '<script type="module" crossorigin src="/assets/index-x.js"></script>',
    '</head><body><div id="root" data-prerendered="/property_address"><h1>What is your address?</h1>',
    '<label for="a">Street address</label><input id="a" /></div></body></html>',
  ].join('');

  it('keeps no script and no module preload, so the browser has only the HTML and its CSS to show', () => {
    const control = withoutScripts(built);
    expect(control).not.toMatch(/<script/i);
    expect(control).not.toMatch(/modulepreload/);
  });

  it('keeps the page as the person sees it: title, inlined CSS, prerendered heading and labels', () => {
    const control = withoutScripts(built);
    expect(control).toContain('<title>Property address · Home Equity Release Application</title>');
    expect(control).toContain('<style>.field{margin:0}</style>');
    expect(control).toContain('<h1>What is your address?</h1>');
    expect(control).toContain('<label for="a">Street address</label><input id="a" />');
    expect(control).toContain('<link rel="icon" href="data:," />');
  });
});

describe('the hello control page (the floor of the machine itself)', () => {
  it('is a whole page with a title and a heading, and nothing to fetch or run', () => {
    expect(HELLO_HTML).toMatch(/^<!doctype html><html lang="en">/);
    expect(HELLO_HTML).toContain('<title>Control</title>');
    expect(HELLO_HTML).toContain('<h1>');
    expect(HELLO_HTML).not.toMatch(/<script|<link|<style|src=|href=/i);
  });
});
