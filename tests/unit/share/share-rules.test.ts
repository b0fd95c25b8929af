/** The Share control's decisions and texts (shared/share/share-rules.ts), for the app's pages and the static shell. */
import { describe, expect, it } from "vitest";
import { SHARE_LABEL } from "../../../shared/share/share-label";
import { copyFailedToast, isShareCancel, LINK_COPIED_TOAST, shareMethodOf } from "../../../shared/share/share-rules";

const writeText = () => Promise.resolve();

describe("shareMethodOf", () => {
  it("uses the share sheet when navigator.share is a function", () => {
    expect(shareMethodOf({ share: () => Promise.resolve(), clipboard: { writeText } })).toBe("share");
  });

  it("copies the link when there is no share sheet", () => {
    expect(shareMethodOf({ clipboard: { writeText } })).toBe("copy");
  });

  it("has neither without a clipboard (an insecure origin)", () => {
    expect(shareMethodOf({ share: "yes", clipboard: undefined })).toBe("none");
  });
});

describe("isShareCancel", () => {
  it("treats an AbortError (the visitor closed the sheet) as a cancel", () => {
    expect(isShareCancel(new DOMException("Share canceled", "AbortError"))).toBe(true);
  });

  it.each([new DOMException("Not allowed", "NotAllowedError"), new TypeError("bad data"), null, "AbortError"])(
    "does not treat %s as a cancel",
    (error) => {
      expect(isShareCancel(error)).toBe(false);
    },
  );
});

describe("texts", () => {
  it("labels the control Share", () => {
    expect(SHARE_LABEL).toBe("Share");
  });

  it("says Link copied once the link is on the clipboard", () => {
    expect(LINK_COPIED_TOAST).toEqual({ title: "Link copied", description: "Paste it wherever you want to share this page." });
  });

  it("gives the link itself when it could not be copied", () => {
    expect(copyFailedToast("https://example.org/?from=IN&to=TH")).toEqual({
      title: "Could not copy the link",
      description: "Copy this link: https://example.org/?from=IN&to=TH",
      variant: "destructive",
    });
  });
});
