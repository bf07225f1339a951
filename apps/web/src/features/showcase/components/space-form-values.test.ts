import { describe, expect, it } from "vitest";
import type { UploaderItem } from "../../../components/uploader/uploader-item.ts";
import { emptySpaceValues, inSpaceOrder, spaceBody, spaceMediaRefs } from "./space-form-values.ts";

const item = (fileId: string, status: UploaderItem["status"] = "done"): UploaderItem => ({
  key: fileId,
  name: `${fileId}.jpg`,
  kind: "image",
  previewUrl: null,
  openUrl: null,
  status,
  progress: status === "done" ? 100 : 40,
  error: null,
  fileId: status === "done" ? fileId : null,
  file: null,
});

describe("space form", () => {
  it("sends no capacity for a layout that is not allowed", () => {
    const body = spaceBody(
      { ...emptySpaceValues("v"), name: "Orangerie", minimumStandingCapacity: 50, maximumSeatingCapacity: 120 },
      [],
    );
    expect(body).toMatchObject({
      name: "Orangerie",
      maximumSeatingCapacity: 120,
      standingAllowed: false,
      minimumStandingCapacity: null,
      medias: [],
    });
  });

  it("saves the finished photos in order, the first as cover, keeping their titles", () => {
    const refs = spaceMediaRefs(
      [item("b"), item("up", "uploading"), item("a")],
      [{ filename: "a", title: "Vue", isCover: true }],
    );
    expect(refs).toEqual([
      { filename: "b", title: null, isCover: true },
      { filename: "a", title: "Vue", isCover: false },
    ]);
  });

  it("shows the folder's files in the space's order, new ones last", () => {
    const files = [{ fileId: "new" }, { fileId: "a" }, { fileId: "b" }];
    const medias = [
      { filename: "b", title: null, isCover: true },
      { filename: "a", title: null, isCover: false },
    ];
    expect(inSpaceOrder(files, medias).map((f) => f.fileId)).toEqual(["b", "a", "new"]);
  });
});
