"""Strength of the Ancestors (24202, Weird West Edition) — spell, Spirit.
Noon Spirit 5, Boot: This dude gets +3 bullets, becomes a stud, and other players' card
effects cannot boot them or send them home booted. These effects end if this dude leaves
this location (or at the end of the turn.)

"This dude" is the Shaman it is attached to, who pulls against 5 (§7.2). All three effects
last while he stays where he was when it resolved, and no later than the end of the day
(§8.3). The protection holds against other players' card effects only: the rules still
boot him (joining a posse from elsewhere) and send him home (fleeing, refusing a call out),
and his own player's effects still may (`engine.card_effects`). The first printing (10029,
The Light Shineth) words it differently and has no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class StrengthOfTheAncestors(CardScript):
    code = "24202"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            difficulty=5,
            on_success=self.ancestral_strength,
        )

    def ancestral_strength(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        kit = AbilityKit.effects
        self.while_it_stays(
            context,
            match=dude,
            today_only=True,
            effect=[
                kit.modify_bullets(3),
                kit.set_as_stud(),
                kit.not_booted_by_opponents(),
                kit.not_sent_home_booted_by_opponents(),
            ],
        )
        self.game.log.add(
            "{0}'s {1} gets +3 bullets and becomes a stud, and other players' card effects cannot boot them or send them home booted",
            context.player,
            dude,
        )
