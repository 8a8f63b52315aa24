"""Nicole Sumner (22031) — dude, Drifter.
While Nicole is wanted, she has +3 bullets.

When Nicole is wanted, her influence is reduced to 0.

React: After you win lowball, reduce Nicole's bounty to 0.

Both traits hold exactly while she has a bounty (§9.2: a dude with bounty is wanted).
"Reduced to 0" is `fix_influence`: her printed influence and what raised it before no
longer count. The React is offered only after her own player wins lowball and while she
has a bounty to lose (reducing nothing is no play); once per day (§8.2).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class NicoleSumner(CardScript):
    code = "22031"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.nicole_is_wanted, effect=ability.effects.modify_bullets(3))
        self.persistent_effect(condition=self.nicole_is_wanted, effect=ability.effects.fix_influence(0))
        self.reaction(
            when={"onLowballWinnerDetermined": self.you_win_lowball},
            message="{player} uses {source}",
            handler=self.clear_her_bounty,
        )

    def nicole_is_wanted(self) -> bool:
        return self.card.wanted

    def you_win_lowball(self, event: Event) -> bool:
        return event.get("winner") is self.controller and self.card.wanted

    def clear_her_bounty(self, context: Context) -> None:
        self.game.actions.remove_bounty(self.card, self.card.bounty)
        if not self.card.wanted:
            self.game.log.add("{0} reduces {1}'s bounty to 0", context.player, self.card)
