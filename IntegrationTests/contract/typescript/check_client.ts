// Calls a live sheetd through the TypeScript client openapi-generator's typescript-fetch generator made from
// openapi.yaml (compiled next to this file into generated/). Usage: node check_client.js BASE_URL SEED_JSON
// Prints a PASS: or FAIL: line per check (run.sh counts them); exits 1 after a failure.
import {
    AnimationApi, Configuration, LayoutApi, PreviewApi, ReferenceApi, ResponseError,
    AnimationResponse, CoreAnimationResponse, LayoutResponse, LayoutResponseBodyToJSON, Animation200ResponseToJSON,
    InvalidRequestProblemFromJSON, PresentationSheetLayout, ProfilesResponseToJSON,
} from "./generated";

declare const process: { argv: string[]; exitCode: number };
declare function require(name: string): any;

function record(ok: boolean, what: string, detail: unknown = ""): void {
    if (ok) {
        console.log(`PASS: ${what}`);
    } else {
        console.log(`FAIL: ${what}\n    ${JSON.stringify(detail).slice(0, 600)}`);
        process.exitCode = 1;
    }
}

/** Whether the model written back as JSON is the JSON the server sent: no member lost or renamed. */
function sameJSON(a: unknown, b: unknown): boolean {
    const sorted = (value: unknown): unknown =>
        Array.isArray(value) ? value.map(sorted)
            : value !== null && typeof value === "object"
                ? Object.fromEntries(Object.keys(value as object).sort()
                    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
                    .map((key) => [key, sorted((value as Record<string, unknown>)[key])]))
                : value;
    return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

async function main(): Promise<void> {
    const [baseURL, seedPath] = process.argv.slice(2);
    const seed = JSON.parse(require("fs").readFileSync(seedPath, "utf8"));
    const configuration = new Configuration({ basePath: baseURL });

    const layoutAPI = new LayoutApi(configuration);
    const layoutRaw = await layoutAPI.layoutRaw({ layoutRequest: seed });
    const layoutJSON = await layoutRaw.raw.clone().json();
    const layout = await layoutRaw.value();
    const frame = (layout as LayoutResponse).sheet.screenFrame;
    record(frame.x === 8 && frame.y === 568.333 && frame.width === 374 && frame.height === 176.667,
        "POST /layout: the seed's sheet frame is (8, 568.333, 374, 176.667) in the model", frame);
    record(sameJSON(LayoutResponseBodyToJSON(layout), layoutJSON), "POST /layout: the model gives back the answer's JSON");

    // A presentation sheet (`sheetPresentation`, issue 39): the same operation, the other kind of answer.
    const presentation = {
        screen: { width: 390, height: 844, scale: 3, safeAreaInsets: { top: 47, left: 0, bottom: 34, right: 0 } },
        profile: "ios17" as const,
        sheetPresentation: {
            detents: [{ identifier: "medium" }, { identifier: "large" }], prefersGrabberVisible: true,
            largestUndimmedDetentIdentifier: "medium",
        },
    };
    const detentsRaw = await layoutAPI.layoutRaw({ layoutRequest: presentation });
    const detentsJSON = await detentsRaw.raw.clone().json();
    const detents = (await detentsRaw.value()) as PresentationSheetLayout;
    const medium = detents.detents.find((detent) => detent.identifier === "medium");
    record(detents.kind === "presentationSheet" && detents.maximumDetentValue === 753
        && medium?.state.frame.y === 388.32 && medium?.state.grabber?.frame.width === 36,
        "POST /layout sheetPresentation: the medium detent's frame and grabber in the model", detents);
    record(sameJSON(LayoutResponseBodyToJSON(detents), detentsJSON),
        "POST /layout sheetPresentation: the model gives back the answer's JSON");

    const animationAPI = new AnimationApi(configuration);
    for (const format of ["keyframes", "coreAnimation", "lottie"] as const) {
        const raw = await animationAPI.animationRaw({
            animationRequest: { ...seed, transition: "dismiss", format, customViewFade: false },
        });
        const json = await raw.raw.clone().json();
        const value = await raw.value();
        record(sameJSON(Animation200ResponseToJSON(value), json), `POST /animation ${format}: the model gives back the answer's JSON`);
        if (format === "keyframes") {
            const tracks = (value as AnimationResponse).tracks;
            record(tracks[0].restFrame.y === 568.333 && tracks[0].to === 844,
                "POST /animation keyframes: the sheet's track with its rest frame and end", tracks[0]);
        } else if (format === "coreAnimation") {
            const animations = (value as CoreAnimationResponse).animations;
            record(animations[0].keyframeAnimation.calculationMode === "linear",
                "POST /animation coreAnimation: the keyframe animation's calculation mode", animations[0]);
        }
    }

    const svg = await new PreviewApi(configuration).preview({ previewRequest: seed });
    record(svg.includes("<svg"), "POST /preview gives the SVG", svg.slice(0, 200));

    const referenceAPI = new ReferenceApi(configuration);
    const profilesRaw = await referenceAPI.profilesRaw();
    const profilesJSON = await profilesRaw.raw.clone().json();
    const profiles = await profilesRaw.value();
    record(profiles._default === "ios26" && sameJSON(ProfilesResponseToJSON(profiles), profilesJSON),
        "GET /profiles: the model gives back the answer's JSON");

    try {
        await layoutAPI.layout({ layoutRequest: { ...seed, screen: { width: -1 } } });
        record(false, "an invalid request is refused");
    } catch (error) {
        const isResponseError = error instanceof ResponseError;
        const problem = isResponseError ? InvalidRequestProblemFromJSON(await error.response.json()) : undefined;
        record(problem !== undefined && problem.status === 422 && problem.errors[0].pointer === "/screen/width",
            "a 422 parses into InvalidRequestProblem with the pointer", problem ?? String(error));
    }
}

main().catch((error) => record(false, "the generated client threw", String(error)));
