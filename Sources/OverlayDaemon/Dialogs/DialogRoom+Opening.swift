// DialogRoom+Opening: where a dialog opens: centred on the monitor it opens on, or below its
// `--attach` source; a progress takes the input only once clicked.
import OverlayCore

extension DialogRoom: OpeningRoom {
    /// A `dialog` request's spec (its --width and --height are read at the scale of the
    /// monitor it opens on).
    struct Opening {
        let spec: DialogSpec
    }

    var requestName: String { "dialog" }

    func location(of opening: Opening) -> OverlaySpec { .opening(attachedTo: opening.spec.attach) }

    func prepare(_ id: OverlayID, _ opening: Opening, at spot: OpeningAnchor, now: Instant) throws(Refusal) -> OverlaySpec {
        let attached = opening.spec.attach != nil
        // A form keeps its own timeout, to report its fields before it goes.
        let forms = opening.spec.kind == .forms
        try open(id, spec: opening.spec, area: attached ? spot.rect : spot.monitor, centred: !attached,
                 deadline: forms ? opening.spec.timeoutMs.map { now + $0 } : nil)
        var scened = OverlaySpec.grabbing(.utility)
        scened.timeoutMs = forms ? 0 : opening.spec.timeoutMs ?? 0
        return scened
    }

    func grabsWhenClicked(_ opening: Opening) -> Bool { opening.spec.kind == .progress }
}
