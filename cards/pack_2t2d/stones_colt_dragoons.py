"""Stone's Colt Dragoons (20042, Too Tough to Die) — goods, Mystical • Weapon; +1 bullets.
React, Boot: After an opposing dude joins this shootout by a card effect, boot that dude.
That dude does not unboot at Sundown.

"This shootout" is the one this dude fights in. Joining "by a card effect" is any join
after the posses formed that an ability makes (La Quema, Five Aces Gambling Hall...), not
joining as the posse forms (`by_card_effect`). Sundown's unbooting is Nightfall's (§3.4):
the dude stays booted through it, today only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class StonesColtDragoons(CardScript):
    code = "20042"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeJoinedPosse": self.an_opposing_dude_is_brought_in},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.pin_him_down,
        )

    def an_opposing_dude_is_brought_in(self, event: Event) -> bool:
        return bool(event.by_card_effect) and self.in_its_shootout() and event.card in self.opposing_posse

    def pin_him_down(self, context: Context) -> None:
        assert context.event is not None
        dude = context.event.card
        self.game.actions.boot(dude)
        self.until_end_of_day(context, match=dude, effect=AbilityKit.effects.does_not_unboot_at_nightfall())
        self.game.log.add("{0} boots {1}: they do not unboot at Sundown", context.player, dude)
