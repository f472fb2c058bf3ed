package io.dbbench.it.webconsole;

import io.dbbench.it.browser.HeadlessChromium;

/** Waits on a console page in headless Chromium, each bounded by the browser's script timeout. */
final class PageWaits {
    private PageWaits() {}

    /** Waits in the browser until {@code body} returns something not null (nor undefined, nor "-"); returns it. */
    static String waitFor(HeadlessChromium browser, String body) throws Exception {
        return browser.executeAsync(
                        "var done = arguments[arguments.length - 1];"
                                + " (function check() { var v = (function () { "
                                + (body.contains("return") ? body : "return " + body + ";")
                                + " })(); if (v !== null && v !== undefined && v !== '-') done(String(v)); else setTimeout(check, 100); })();")
                .asText();
    }

    /** Waits until the number shown in element {@code id} is above {@code above}; returns it. */
    static long awaitNumber(HeadlessChromium browser, String id, long above) throws Exception {
        return Long.parseLong(waitFor(
                browser,
                "var n = Number(document.getElementById('" + id + "').textContent);" + " return isFinite(n) && n > "
                        + above + " ? n : null;"));
    }
}
